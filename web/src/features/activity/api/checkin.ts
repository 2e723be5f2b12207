import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as schema from '@server/modules/activity/activity.schema';
import type { Static } from 'typebox';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { http } from '@/lib/request';
import { activityKeys } from './activities';

// The check-in desk of an event: ticket codes scanned or typed, and attendance toggled by hand.

export type SignRow = schema.SignRow;
type SignTable = Static<typeof schema.SignTable>;

const signsKey = (activityId: number) => [...activityKeys.all, 'staff', 'signs', activityId] as const;

/** The desk's list: the event's sign-ups of one state, a page at a time, found by name or phone. */
export function useEventSigns(
  activityId: number,
  query: { status: string; keyword: string; pageNum: number },
) {
  return useQuery({
    queryKey: [...signsKey(activityId), query],
    queryFn: () =>
      http.get<SignTable>('/activity/sign/list', {
        params: { activityId, pageSize: DESK_PAGE, ...query, keyword: query.keyword || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export const DESK_PAGE = 50;

/** How many have checked in (已签到) and how many are still expected (已报名). */
export function useDeskCounts(activityId: number) {
  const count = (status: string) =>
    http
      .get<SignTable>('/activity/sign/list', { params: { activityId, status, pageNum: 1, pageSize: 1 } })
      .then((table) => table.total);
  return useQuery({
    queryKey: [...signsKey(activityId), 'counts'],
    queryFn: async () => {
      const [attended, registered] = await Promise.all([count('attended'), count('registered')]);
      return { attended, expected: attended + registered };
    },
  });
}

const checkin = (ticketCode: string) =>
  http.put<Static<typeof schema.CheckinAnswer>>('/activity/sign/checkin', { ticketCode }, { quiet: true });
const setAttendance = (body: schema.AttendanceBody) => http.put('/activity/sign/attendance', body);

export const useCheckin = () => useInvalidatingMutation(checkin, activityKeys.all);
export const useSetAttendance = () => useInvalidatingMutation(setAttendance, activityKeys.all);
