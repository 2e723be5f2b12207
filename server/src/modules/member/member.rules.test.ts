import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  amountInWords,
  formatFen,
  isCreditCode,
  isIdNumber,
  isPastDay,
  isPhone,
  maskCreditCode,
  maskIdNumber,
  maskName,
} from './member.rules.js';

// Each check with the values it takes and those it refuses (a wrong check character, a bad date or
// a letter it never uses, another length, lower case).
describe.each([
  {
    check: isIdNumber,
    takes: ['11010519491231002X', '440308199901010012'],
    refuses: [
      '110105194912310021',
      '11010519491331002X',
      '11010519490230002X',
      '11010549491231002X',
      '110105491231002',
      '11010519491231002x',
      '01010519491231002X',
      '',
    ],
  },
  {
    check: isCreditCode,
    takes: ['91350100M000100Y43', '9144030071526726XG'],
    refuses: [
      '91350100M000100Y44',
      '91350100M000100I43',
      '9135010AM000100Y43',
      '91350100M000100Y4',
      '91350100m000100y43',
    ],
  },
])('$check.name', ({ check, takes, refuses }) => {
  it.each(takes)('takes %s', (value) => {
    expect(check(value)).toBe(true);
  });

  it.each(refuses)('refuses %j', (value) => {
    expect(check(value)).toBe(false);
  });
});

describe('masks', () => {
  it('hides the birth date of an ID number and the middle of a credit code', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskCreditCode('91350100M000100Y43')).toBe('9135**********0Y43');
    expect(maskIdNumber('')).toBe('');
  });

  it('keeps the ends of names', () => {
    expect(maskName('张三', 'personal')).toBe('张*');
    expect(maskName('欧阳小明', 'personal')).toBe('欧**明');
    expect(maskName('北京文化发展有限公司', 'org')).toBe('北京****有限公司');
    expect(maskName('某协会', 'org')).toBe('某*会');
  });
});

describe('formatting and phones', () => {
  it('writes fen as yuan', () => {
    expect(formatFen(30000)).toBe('¥300.00');
    expect(formatFen(3000000)).toBe('¥30,000.00');
    expect(formatFen(1)).toBe('¥0.01');
  });

  it('takes mobiles and landlines with area codes', () => {
    expect(isPhone('13800000000')).toBe(true);
    expect(isPhone('010-65000000')).toBe(true);
    expect(isPhone('12345')).toBe(false);
  });
});

describe('amountInWords', () => {
  it('writes fen in capitals as receipts do', () => {
    expect(amountInWords(30000)).toBe('人民币叁佰元整');
    expect(amountInWords(300000)).toBe('人民币叁仟元整');
    expect(amountInWords(3000000)).toBe('人民币叁万元整');
    expect(amountInWords(100500)).toBe('人民币壹仟零伍元整');
    expect(amountInWords(1000500)).toBe('人民币壹万零伍元整');
    expect(amountInWords(10000000)).toBe('人民币壹拾万元整');
    expect(amountInWords(100010000)).toBe('人民币壹佰万零壹佰元整');
    expect(amountInWords(1234567)).toBe('人民币壹万贰仟叁佰肆拾伍元陆角柒分');
    expect(amountInWords(100005)).toBe('人民币壹仟元零伍分');
    expect(amountInWords(50)).toBe('人民币伍角');
    expect(amountInWords(0)).toBe('人民币零元整');
  });
});

describe('isPastDay', () => {
  it('takes today and the server’s tomorrow (the person may be ahead of the server), not later', () => {
    const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
    expect(isPastDay(day(0))).toBe(true);
    expect(isPastDay(day(1))).toBe(true);
    expect(isPastDay(day(2))).toBe(false);
    expect(isPastDay('1899-12-31')).toBe(false);
  });
});
