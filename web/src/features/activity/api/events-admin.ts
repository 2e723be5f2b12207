import type * as schema from '@server/modules/activity/activity.schema';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { activityKeys } from './activities';

// Staff's events (活动管理 → 活动列表, `/activity/event`). Every change also refreshes the
// public event views (seats, states) under the same root key.

export const eventsApi = resourceCallsOf<'Event', typeof schema>('/activity/event');

export const eventsResource = adminResource(eventsApi, [[...activityKeys.all, 'staff'], activityKeys.all], {
  noun: '活动',
  rowKey: 'activityId',
  exportName: 'event',
});

/** One event and a page of events, as the list, the check-in desk and the sign-up list read them. */
export const getEvent = eventsApi.get;
export const listEvents = eventsApi.list;
