import { toCronerPattern } from '@server/modules/monitor/cron.schema';
import { Cron } from 'croner';
import dayjs from 'dayjs';

// The next times a job's expression fires, read as the server's scheduler reads it (croner, the
// same translation of Quartz steps), so the builder shows what the scheduler will do.

/** The next `count` run times (YYYY-MM-DD HH:mm:ss), or null when the scheduler would refuse it. */
export function nextRuns(expression: string, count = 5): string[] | null {
  try {
    const cron = new Cron(toCronerPattern(expression), { paused: true });
    const runs = cron.nextRuns(count);
    cron.stop();
    return runs.length ? runs.map((run) => dayjs(run).format('YYYY-MM-DD HH:mm:ss')) : null;
  } catch {
    return null;
  }
}
