import { describe, expect, it } from 'vitest';
import { formatFen, yuanToFen } from './money';

describe('money in fen', () => {
  it('shows fen as yuan with two decimals and thousands separators', () => {
    expect(formatFen(30000)).toBe('¥300.00');
    expect(formatFen(3000000)).toBe('¥30,000.00');
    expect(formatFen(5)).toBe('¥0.05');
  });

  it('reads typed yuan exactly, without floating-point drift', () => {
    expect(yuanToFen('300')).toBe(30000);
    expect(yuanToFen(' 0.29 ')).toBe(29);
    expect(yuanToFen('1.5')).toBe(150);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-3')).toBeNull();
    expect(yuanToFen('')).toBeNull();
  });
});
