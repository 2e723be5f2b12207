// The jobs' cron expressions are RuoYi's (Quartz: seconds first, `?`, an optional year); croner reads
// them once `a/b` steps are spelled as ranges. The scheduler and the admin's cron builder (which shows
// the next runs) both read an expression through here, so they agree on when a job fires.

/** The largest value of each Quartz field: second, minute, hour, day, month, weekday, year. */
const FIELD_MAX = [59, 59, 23, 31, 12, 7, 2099];
const WEEKDAY_FIELD = 5;

/**
 * Quartz expressions (RuoYi's) in croner's dialect: `0/10` ("from 0 every 10") becomes `0-59/10`,
 * and numbered weekdays count from Sunday = 0 (Quartz: 1, so RuoYi's `2-6` stays Monday to Friday);
 * `?`, seconds, weekday names and the optional year field croner reads as they are. Five fields are
 * classic cron (no seconds, Sunday = 0) and keep their weekdays.
 */
export function toCronerPattern(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  // Five fields have no seconds: shift the limits by one.
  const offset = fields.length === 5 ? 1 : 0;
  return fields
    .map((field, index) => {
      const ranged = field.replace(/(^|,)(\d+)\/(\d+)/g, (_all, sep: string, start: string, step: string) => {
        const max = FIELD_MAX[index + offset] ?? 59;
        return `${sep}${start}-${max}/${step}`;
      });
      if (offset || index !== WEEKDAY_FIELD) return ranged;
      // Every weekday number (not a step or a #n): before a list, range or L, or leading.
      return ranged.replace(/(^|[,-])(\d+)/g, (_all, sep: string, day: string) => `${sep}${Number(day) - 1}`);
    })
    .join(' ');
}
