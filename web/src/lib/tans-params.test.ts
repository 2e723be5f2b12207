import { describe, expect, it } from 'vitest';
import { tansParams } from './tans-params';

describe('tansParams', () => {
  it('serialises flat values', () => {
    expect(tansParams({ pageNum: 1, pageSize: 20, name: '协会 a&b' })).toBe(
      'pageNum=1&pageSize=20&name=%E5%8D%8F%E4%BC%9A%20a%26b',
    );
  });

  it('serialises nested objects as key[sub]', () => {
    expect(tansParams({ params: { beginTime: 'a' } })).toBe('params%5BbeginTime%5D=a');
    expect(tansParams({ params: { beginTime: '2025-01-01', endTime: '2025-02-01' }, status: '0' })).toBe(
      'params%5BbeginTime%5D=2025-01-01&params%5BendTime%5D=2025-02-01&status=0',
    );
  });

  it('serialises arrays with indices and deeper nesting', () => {
    expect(tansParams({ ids: [1, 2] })).toBe('ids%5B0%5D=1&ids%5B1%5D=2');
    expect(tansParams({ a: { b: { c: 'd' } } })).toBe(`${encodeURIComponent('a[b][c]')}=d`);
  });

  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(tansParams({ a: undefined, b: null, c: '', d: 0, e: false, f: { g: '', h: null, i: 'x' } })).toBe(
      'd=0&e=false&f%5Bi%5D=x',
    );
  });

  it('returns an empty string for nothing', () => {
    expect(tansParams({})).toBe('');
    expect(tansParams(undefined)).toBe('');
    expect(tansParams({ params: {} })).toBe('');
  });

  it('writes dates as ISO strings', () => {
    expect(tansParams({ at: new Date('2025-09-02T00:00:00.000Z') })).toBe('at=2025-09-02T00%3A00%3A00.000Z');
  });
});
