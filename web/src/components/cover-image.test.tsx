import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';

const sourcesOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('source')).map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
  }));

describe('CoverImage', () => {
  it('offers the AVIF and WebP twins of a site picture before its JPEG, at its intrinsic size', () => {
    const { container } = render(
      <CoverImage src="/images/covers/bamboo.jpg" width={160} height={100} loading="lazy" />,
    );
    expect(sourcesOf(container)).toEqual([
      { type: 'image/avif', srcset: '/images/covers/bamboo.avif' },
      { type: 'image/webp', srcset: '/images/covers/bamboo.webp' },
    ]);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/covers/bamboo.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['160', '100']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('shows an uploaded cover as it was sent, from the API path', () => {
    const upload = '/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.png';
    const { container } = render(<CoverImage src={upload} width={160} height={100} alt="封面" />);
    expect(sourcesOf(container)).toEqual([]);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`/prod-api${upload}`);
    expect(img.getAttribute('alt')).toBe('封面');
  });
});
