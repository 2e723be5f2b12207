import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as schema from '@server/modules/system/notice.schema';
import { systemKey, useInvalidatingMutation } from '@/admin/api-kit';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { http } from '@/lib/request';

// Notices (RuoYi-Vue3 src/api/system/notice.js): the staff page's calls and the navbar bell's.

export type NoticeAddInput = schema.NoticeBody;
export type { TopNotice } from '@server/modules/system/notice.schema';

export const noticeApi = resourceCallsOf<'Notice', typeof schema>('/system/notice');

export const noticeResource = adminResource(noticeApi, [systemKey('notice')], {
  noun: '公告',
  rowKey: 'noticeId',
});

export type NoticeReader = schema.ReadUsersTable['rows'][number];
export const noticeReadersKey = systemKey('notice', 'readers');
/** Who has read a notice (RuoYi 3.9's 已读用户). */
export const listReadUsers = (params: schema.ReadUsersQuery) =>
  http.get<schema.ReadUsersTable>('/system/notice/readUsers/list', { params });

// ----- the navbar bell -----

/** The bell is beside every page: a failure leaves it empty rather than raising a notification. */
const quietly = { quiet: true };

export const getTopNotices = () => http.get<schema.TopNotices>('/system/notice/listTop', quietly);

export const topNoticesQueryOptions = () =>
  queryOptions({ queryKey: systemKey('notice', 'top'), queryFn: getTopNotices });

export const useTopNotices = () => useQuery(topNoticesQueryOptions());

/** RuoYi-Vue3 sends the id as a query parameter. */
const markNoticeRead = (noticeId: number) =>
  http.post('/system/notice/markRead', undefined, { params: { noticeId } });
/** Without ids: every notice, not only the five listed. */
const markAllNoticesRead = () => http.post('/system/notice/markReadAll');

export const useMarkNoticeRead = () => useInvalidatingMutation(markNoticeRead, ...noticeResource.keys);
export const useMarkAllNoticesRead = () =>
  useInvalidatingMutation(markAllNoticesRead, ...noticeResource.keys);
