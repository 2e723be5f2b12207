import { formatTime } from './time.js';

// RuoYi's BaseEntity columns: every staff write records who made it and when.

/** What a new row records of its making: who created it, and when. */
export const createdBy = (userName: string, time = formatTime()) => ({
  createBy: userName,
  createTime: time,
});

/** What a changed row records of the change: who made it, and when. */
export const updatedBy = (userName: string, time = formatTime()) => ({
  updateBy: userName,
  updateTime: time,
});
