import dayjs from 'dayjs';

/** Times are stored and sent as RuoYi does: `YYYY-MM-DD HH:mm:ss` in the server's time zone. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatTime(date: Date | number = Date.now()): string {
  return dayjs(date).format(TIME_FORMAT);
}

export function secondsFromNow(seconds: number): string {
  return formatTime(Date.now() + seconds * 1000);
}

export function startOfToday(): string {
  return dayjs().startOf('day').format(TIME_FORMAT);
}

/** Whether `text` is a real time in TIME_FORMAT (not 2026-02-30 25:00:00). */
export const isRealTime = (text: string) => formatTime(new Date(text.replace(' ', 'T'))) === text;
