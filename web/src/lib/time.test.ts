import { describe, expect, it } from 'vitest';
import { joinIds } from './ids';
import { parseTime } from './time';

describe('parseTime', () => {
  it('writes server times and epoch milliseconds as YYYY-MM-DD HH:mm:ss', () => {
    expect(parseTime('2026-01-05 09:30:00')).toBe('2026-01-05 09:30:00');
    expect(parseTime(new Date(2026, 0, 5, 9, 30).getTime())).toBe('2026-01-05 09:30:00');
  });

  it('leaves empty values empty and unreadable ones as they are', () => {
    expect(parseTime(null)).toBe('');
    expect(parseTime(undefined)).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseTime('soon')).toBe('soon');
  });
});

describe('joinIds', () => {
  it('joins a list with commas and keeps a single id', () => {
    expect(joinIds([1, 2, 3])).toBe('1,2,3');
    expect(joinIds(7)).toBe('7');
  });
});
