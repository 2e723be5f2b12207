import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { serveArticleList, serveMenu, summary } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const heading = (noticeId: number, noticeTitle: string, noticeTitleEs: string, noticeType = '1') => ({
  noticeId,
  noticeTitle,
  noticeTitleEs,
  noticeType,
  createTime: '2026-11-20 09:30:00',
});

const api = setupApiServer((api) => {
  serveMenu(api);
  serveArticleList(api, {
    21: [summary(2001, 21, '协会召开理事会', 'Council meeting')],
    22: [summary(1001, 22, '关于缴纳年度会费的通知', 'Membership fees')],
  });
  api.on(
    'GET /api/bll/notice/list',
    ok({
      total: 2,
      rows: [
        heading(7, '会员年报填报已开通', 'Annual report open'),
        heading(6, '优秀案例入选名单公示', '', '2'),
      ],
    }),
  );
  api.on(
    'GET /api/bll/notice/7',
    ok({
      data: {
        ...heading(7, '会员年报填报已开通', 'Annual report open'),
        noticeContent: '<p>请于年底前填报。</p>',
        noticeContentEs: '<p>Please file it by the end of the year.</p>',
      },
    }),
  );
});

const board = async (name: string) => screen.findByRole('region', { name }, { timeout: 30_000 });

describe('the notices on the site’s 通知公告', () => {
  it('lists the published notices above the section’s articles; one opens in place', async () => {
    renderApp('/areaxList?parentId=20&tabIndex=22');
    const notices = await board('协会通知');
    const open = within(notices).getByRole('button', { name: /会员年报填报已开通/ });
    expectShown(open, ['通知', '2026-11-20']);
    expect(within(notices).getByRole('button', { name: /优秀案例入选名单公示/ })).toBeTruthy();
    // The section's own articles are still listed below.
    expect(await screen.findByRole('link', { name: '关于缴纳年度会费的通知' })).toBeTruthy();

    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(await within(notices).findByText('请于年底前填报。')).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(open);
    expect(within(notices).queryByText('请于年底前填报。')).toBeNull();
  });

  it('shows English where a notice has it, and the Chinese text where it has not', async () => {
    useSession.getState().setLang(1);
    renderApp('/areaxList?parentId=20&tabIndex=22');
    const notices = await board('Association notices');
    const chinese = within(notices).getByText('优秀案例入选名单公示');
    expect(chinese.getAttribute('lang')).toBe('zh-CN');
    expect(within(chinese.closest('button')!).getByText('Announcement')).toBeTruthy();
    fireEvent.click(within(notices).getByRole('button', { name: /Annual report open/ }));
    expect(await within(notices).findByText('Please file it by the end of the year.')).toBeTruthy();
  });

  it('stays off the other sections', async () => {
    renderApp('/areaxList?parentId=20&tabIndex=21');
    expect(await screen.findByRole('link', { name: '协会召开理事会' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '协会通知' })).toBeNull();
    expect(api.callsTo('GET /api/bll/notice/list')).toHaveLength(0);
  });
});
