import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PublicNoticeAnswer,
  PublicNoticePage,
  PublicNoticeQuery,
} from '@server/modules/system/notice.schema';
import { http } from '@/lib/request';

// The association's normal notices (通知公告 of the admin) as the public site reads them.

/** The board is an extra above a section's articles: when it fails it stays away, unannounced. */
export const getNotices = (query: PublicNoticeQuery) =>
  http.get<PublicNoticePage>('/api/bll/notice/list', { params: query, quiet: true });

export const getNotice = (noticeId: number) => http.get<PublicNoticeAnswer>(`/api/bll/notice/${noticeId}`);

export const noticesQueryOptions = (query: PublicNoticeQuery) =>
  queryOptions({ queryKey: ['site', 'notices', query], queryFn: () => getNotices(query) });

/** Keeps the shorter list on screen while a longer one loads. */
export const useNotices = (query: PublicNoticeQuery) =>
  useQuery({ ...noticesQueryOptions(query), placeholderData: keepPreviousData });

/** One notice with its bodies, once `enabled` (when its reader opens it). */
export const useNotice = (noticeId: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['site', 'notice', noticeId],
    queryFn: () => getNotice(noticeId),
    enabled,
  });
