import type * as schema from '@server/modules/activity/activity.schema';
import type { Static } from 'typebox';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { joinIds } from '@/lib/ids';
import { http } from '@/lib/request';
import { activityKeys } from './activities';

// Staff's events (活动管理 → 活动列表, `/activity/event`). Every change also refreshes the
// public event views (seats, states) under the same root key.

export type EventInput = schema.EventBody;
export type EventRow = schema.EventRow;
export type EventListParams = Static<typeof schema.EventListQuery>;

export const eventListKey = [...activityKeys.all, 'staff', 'list'] as const;

export const listEvents = (params: EventListParams) =>
  http.get<Static<typeof schema.EventTable>>('/activity/event/list', { params });
export const getEvent = (activityId: number) =>
  http.get<Static<typeof schema.EventDetail>>(`/activity/event/${activityId}`);
const addEvent = (data: EventInput) => http.post('/activity/event', data);
const updateEvent = (data: schema.EventUpdateBody) => http.put('/activity/event', data);
const delEvents = (ids: number | number[]) => http.delete(`/activity/event/${joinIds(ids)}`);
export const eventsExportPath = '/activity/event/export';

export const useAddEvent = () => useInvalidatingMutation(addEvent, activityKeys.all);
export const useUpdateEvent = () => useInvalidatingMutation(updateEvent, activityKeys.all);
export const useDelEvents = () => useInvalidatingMutation(delEvents, activityKeys.all);
