import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { type ApiCall, type ApiServer, ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import { NoticeBell } from '../notice-bell';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

const notice = (noticeId: number, noticeTitle: string, isRead: boolean, extra: object = {}) => ({
  noticeId,
  noticeTitle,
  noticeTitleEs: '',
  noticeType: '1',
  noticeContent: `<p>${noticeTitle}的正文</p>`,
  noticeContentEs: '',
  createBy: 'admin',
  createTime: '2026-11-20 09:30:00',
  isRead,
  ...extra,
});

/** listTop as the server answers it, for the notices read so far. */
function serveTop(server: ApiServer, read: Set<number>) {
  const all = [
    notice(3, '会员年报填报已开通', false, {
      noticeTitleEs: 'Annual report open',
      noticeContentEs: '<p>Please file it.</p>',
    }),
    notice(2, '优秀案例入选名单公示', false, { noticeType: '2' }),
    notice(1, '春节放假安排', true),
  ];
  server.on('GET /system/notice/listTop', () =>
    ok({
      data: all.map((n) => ({ ...n, isRead: n.isRead || read.has(n.noticeId) })),
      unreadCount: all.filter((n) => !n.isRead && !read.has(n.noticeId)).length + 4,
    }),
  );
}

/** The notice's dialog (antd names it by an id that repeats under test), once open. */
async function noticeDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeTruthy();
  return dialog;
}

const bell = (name: RegExp | string) => screen.findByRole('button', { name }, { timeout: 30_000 });

describe('the navbar bell', () => {
  it('shows the unread count, lists the notices (unread marked), and opening one marks it read', async () => {
    const read = new Set<number>();
    serveTop(api, read);
    api.on('POST /system/notice/markRead', (call: ApiCall) => {
      read.add(Number(call.query.get('noticeId')));
      return ok();
    });
    loginAs();
    renderPage(<NoticeBell />);

    fireEvent.click(await bell('通知公告，6 条未读'));
    const first = (await screen.findByText('会员年报填报已开通')).closest('button')!;
    expectShown(first, ['未读', '通知']);
    const old = screen.getByText('春节放假安排').closest('button')!;
    expect(within(old).queryByText('未读')).toBeNull();
    expect(
      within(screen.getByText('优秀案例入选名单公示').closest('button')!).getByText('公告'),
    ).toBeTruthy();

    fireEvent.click(first);
    const dialog = await noticeDialog('会员年报填报已开通');
    expectShown(dialog, ['会员年报填报已开通的正文', '发布人：admin']);
    await waitFor(() => expect(api.callsTo('POST /system/notice/markRead')).toHaveLength(1));
    expect(api.callsTo('POST /system/notice/markRead')[0].query.get('noticeId')).toBe('3');
    expect(await bell('通知公告，5 条未读')).toBeTruthy();
  });

  it('opens a read notice without marking it again', async () => {
    serveTop(api, new Set());
    loginAs();
    renderPage(<NoticeBell />);
    fireEvent.click(await bell(/条未读/));
    fireEvent.click(await screen.findByText('春节放假安排'));
    await noticeDialog('春节放假安排');
    expect(api.callsTo('POST /system/notice/markRead')).toHaveLength(0);
  });

  it('marks every notice read with 全部已读', async () => {
    const read = new Set<number>();
    serveTop(api, read);
    api.on('POST /system/notice/markReadAll', () => {
      [1, 2, 3].forEach((id) => read.add(id));
      return ok();
    });
    loginAs();
    renderPage(<NoticeBell />);
    fireEvent.click(await bell('通知公告，6 条未读'));
    fireEvent.click(await screen.findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(api.callsTo('POST /system/notice/markReadAll')).toHaveLength(1));
    // Without ids: the server marks every notice, not only the listed ones.
    expect([...api.callsTo('POST /system/notice/markReadAll')[0].query.keys()]).toEqual([]);
    expect(await bell('通知公告，4 条未读')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('未读')).toBeNull());
  });

  it('speaks English, showing a notice’s English text when it has one', async () => {
    useSession.getState().setLang(1);
    serveTop(api, new Set());
    loginAs();
    renderPage(<NoticeBell />);
    fireEvent.click(await bell('Notices, 6 unread'));
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeTruthy();
    // No English title: the Chinese one.
    expect(screen.getByText('优秀案例入选名单公示')).toBeTruthy();
    fireEvent.click(screen.getByText('Annual report open'));
    const dialog = await noticeDialog('Annual report open');
    expectShown(dialog, ['Please file it.', 'Notice']);
  });

  it('shows 暂无公告 when there are none', async () => {
    api.on('GET /system/notice/listTop', ok({ data: [], unreadCount: 0 }));
    loginAs();
    renderPage(<NoticeBell />);
    fireEvent.click(await bell('通知公告，0 条未读'));
    expect(await screen.findByText('暂无公告')).toBeTruthy();
    expect(screen.getByRole('button', { name: '全部已读' })).toHaveProperty('disabled', true);
  });
});
