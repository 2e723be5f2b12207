import { useQuery } from '@tanstack/react-query';
import type * as schema from '@server/modules/activity/activity.schema';
import type { Static } from 'typebox';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { http } from '@/lib/request';
import { activityKeys } from './activities';

// The check-in desk of an event: ticket codes scanned or typed, and attendance toggled by hand.

export type SignRow = schema.SignRow;
type SignTable = Static<typeof schema.SignTable>;

const signsKey = (activityId: number) => [...activityKeys.all, 'staff', 'signs', activityId] as const;

/** Every sign-up of the event (a desk sees a few hundred at most). */
export function useEventSigns(activityId: number) {
  return useQuery({
    queryKey: signsKey(activityId),
    queryFn: () =>
      http.get<SignTable>('/activity/sign/list', { params: { activityId, pageNum: 1, pageSize: 500 } }),
  });
}

const checkin = (ticketCode: string) =>
  http.put<Static<typeof schema.CheckinAnswer>>('/activity/sign/checkin', { ticketCode }, { quiet: true });
const setAttendance = (body: schema.AttendanceBody) => http.put('/activity/sign/attendance', body);

export const useCheckin = () => useInvalidatingMutation(checkin, activityKeys.all);
export const useSetAttendance = () => useInvalidatingMutation(setAttendance, activityKeys.all);
