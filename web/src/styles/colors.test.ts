import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// WCAG 2 contrast of the colour tokens of global.css on the backgrounds they are used on.

const css = readFileSync(`${import.meta.dirname}/global.css`, 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(css);
  if (!match) throw new Error(`--${name} is not a hex colour in global.css`);
  return match[1];
}

function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#fff';
// The page, the light blue of selected items, a grey row, and the tints of status badges.
const pageBackgrounds = [
  WHITE,
  token('color-bg'),
  token('color-primary-soft'),
  token('color-border-light'),
  '#f6ffed',
  '#fffbe6',
  '#fff1f0',
];
const textTokens = [
  'color-text',
  'color-text-secondary',
  'color-text-muted',
  'color-primary',
  'color-primary-hover',
  'color-primary-active',
  'color-success',
  'color-warning',
  'color-danger',
];

describe('colour tokens (WCAG AA)', () => {
  it('the contrast formula gives the known figures', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#1890ff', '#fff')).toBeCloseTo(3.24, 2);
  });

  it.each(textTokens)('--%s as text reaches 4.5:1 on every page background', (name) => {
    for (const background of pageBackgrounds)
      expect(contrast(token(name), background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['color-primary', 'color-primary-hover', 'color-primary-active'])(
    'white text on --%s reaches 4.5:1 (buttons, the menu band)',
    (name) => expect(contrast(WHITE, token(name))).toBeGreaterThanOrEqual(4.5),
  );

  it('the brand blue stays #1890ff, an accent that reaches 3:1 (non-text and large text)', () => {
    expect(token('color-brand')).toBe('#1890ff');
    expect(contrast(token('color-brand'), WHITE)).toBeGreaterThanOrEqual(3);
  });
});
