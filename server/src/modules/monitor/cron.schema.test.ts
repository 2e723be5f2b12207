import { describe, expect, it } from 'vitest';
import { toCronerPattern } from './cron.schema.js';

describe('Quartz expressions read by croner', () => {
  it('spells steps as ranges and counts numbered weekdays from Sunday = 0', () => {
    expect(toCronerPattern('0 0/5 * * * ?')).toBe('0 0-59/5 * * * ?');
    // Quartz 2-6 is Monday to Friday; 2#1 the first Monday; 6L the last Friday; 1/2 every other day from Sunday.
    expect(toCronerPattern('0 0 2 ? * 2-6')).toBe('0 0 2 ? * 1-5');
    expect(toCronerPattern('0 0 2 ? * 2#1,6L')).toBe('0 0 2 ? * 1#1,5L');
    expect(toCronerPattern('0 0 2 ? * 1/2 2027/2')).toBe('0 0 2 ? * 0-6/2 2027-2099/2');
    expect(toCronerPattern('0 0 2 ? * MON-FRI')).toBe('0 0 2 ? * MON-FRI');
    // Classic five-field cron already counts from Sunday = 0.
    expect(toCronerPattern('0 2 * * 1-5')).toBe('0 2 * * 1-5');
  });
});
