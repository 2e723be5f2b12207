import { describe, expect, it } from 'vitest';
import { isDigits, isNumeric, isPasswordLength, isPhone } from './validate';

describe('isDigits (route params)', () => {
  it.each(['0', '1', '42', '007', '1234567890'])('accepts %s', (v) => {
    expect(isDigits(v)).toBe(true);
  });
  it.each(['', 'a', '1a', '-1', '+1', '1.5', ' 1', '1 ', '١٢', undefined, null])('rejects %s', (v) => {
    expect(isDigits(v)).toBe(false);
  });
});

describe('isNumeric (SPEC §5)', () => {
  it.each(['0', '1', '-1', '+1', '10', '3.14', '-0.5', '+0.25', '100.001', 0, 12, -3.5])(
    'accepts %s',
    (v) => {
      expect(isNumeric(v)).toBe(true);
    },
  );
  it.each(['', '01', '-01', '00', '1.', '.5', '1.2.3', 'abc', '1e3', '--1', '+', ' 1', undefined, null])(
    'rejects %s',
    (v) => {
      expect(isNumeric(v)).toBe(false);
    },
  );
});

describe('isPhone', () => {
  it('accepts mainland mobile numbers', () => {
    expect(isPhone('13800138000')).toBe(true);
    expect(isPhone('19912345678')).toBe(true);
  });
  it('rejects other input', () => {
    expect(isPhone('12800138000')).toBe(false);
    expect(isPhone('1380013800')).toBe(false);
    expect(isPhone('138001380001')).toBe(false);
    expect(isPhone('1380013800a')).toBe(false);
  });
});

describe('isPasswordLength', () => {
  it('takes 6 to 20 characters', () => {
    expect(isPasswordLength('12345')).toBe(false);
    expect(isPasswordLength('123456')).toBe(true);
    expect(isPasswordLength('x'.repeat(20))).toBe(true);
    expect(isPasswordLength('x'.repeat(21))).toBe(false);
  });
});
