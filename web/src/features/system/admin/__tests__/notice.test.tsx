import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { dictOf, serveDicts } from '@/testing/render-page';
import NoticePage from '../pages/notice/index';
import { expectShown, findShown } from '@/testing/expect-shown';

const row = (noticeId: number, noticeTitle: string, noticeType: string, status: string) => ({
  noticeId,
  noticeTitle,
  noticeTitleEs: '',
  noticeType,
  status,
  ...crud.auditFields('2026-11-20 09:30:00'),
});

const annual = row(2, '会员年报填报已开通', '1', '0');
const closed = row(1, '优秀案例入选名单公示', '2', '1');

const api = setupApiServer((api) => {
  serveDicts(api, {
    sys_notice_type: dictOf(['1', '通知', 'warning'], ['2', '公告', 'success']),
    sys_notice_status: dictOf(['0', '正常', 'primary'], ['1', '关闭', 'danger']),
  });
  api.on('GET /system/notice/list', ok({ total: 2, rows: [annual, closed] }));
  api.on(
    'GET /system/notice/2',
    ok({
      data: {
        ...annual,
        noticeTitleEs: 'Annual report open',
        noticeContent: '<p>请于年底前填报。</p>',
        noticeContentEs: '<p>Please file it.</p>',
      },
    }),
  );
});

describe('system/notice/index', () => {
  it('lists notices with their type and status as dictionary tags', async () => {
    const first = await crud.showPageRow(<NoticePage />, '会员年报填报已开通');
    await findShown(first, ['通知', '正常']);
    const second = await crud.findRow('优秀案例入选名单公示');
    expectShown(second, ['公告', '关闭']);
    crud.expectFirstPage(api, 'GET /system/notice/list');
  });

  it('searches by title as RuoYi does', async () => {
    await crud.showPageRow(<NoticePage />, '会员年报填报已开通');
    await crud.searchFor(api, 'GET /system/notice/list', {
      placeholder: '请输入公告标题',
      param: 'noticeTitle',
      value: '年报',
    });
  });

  it('adds a notice: a 通知, normal, by default', async () => {
    api.on('POST /system/notice', ok());
    await crud.showPageRow(<NoticePage />, '会员年报填报已开通');
    const form = await crud.openAddForm('添加公告');
    crud.typeInto(form, '公告标题', '年会通知');
    expect(await crud.submitForm(api, 'POST /system/notice')).toEqual({
      noticeTitle: '年会通知',
      noticeType: '1',
      status: '0',
      noticeContent: '',
      noticeContentEs: '',
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('edits a notice: both bodies and the English title come back as loaded', async () => {
    api.on('PUT /system/notice', ok());
    const first = await crud.showPageRow(<NoticePage />, '会员年报填报已开通');
    const form = await crud.openRowForm(first, '修改', '修改公告');
    await crud.waitForField(form, '公告标题', '会员年报填报已开通');
    expect(within(form).getByLabelText('英文标题')).toHaveProperty('value', 'Annual report open');
    crud.typeInto(form, '公告标题', '会员年报填报截止提醒');
    const body = await crud.submitForm(api, 'PUT /system/notice');
    expect(body).toMatchObject({
      noticeId: 2,
      noticeTitle: '会员年报填报截止提醒',
      noticeTitleEs: 'Annual report open',
      noticeType: '1',
      status: '0',
      noticeContent: '<p>请于年底前填报。</p>',
      noticeContentEs: '<p>Please file it.</p>',
    });
    expect(body).not.toHaveProperty('content');
  });

  it('deletes a notice after asking', async () => {
    api.on('DELETE /system/notice/2', ok());
    const first = await crud.showPageRow(<NoticePage />, '会员年报填报已开通');
    (within(first).getByRole('button', { name: /删\s*除/ }) as HTMLElement).click();
    await crud.confirmPrompt('是否确认删除公告编号为"2"的数据项？');
    await waitFor(() => expect(api.callsTo('DELETE /system/notice/2')).toHaveLength(1));
  });

  it('shows who has read a notice, searchable by name', async () => {
    api.on('GET /system/notice/readUsers/list', (call: ApiCall) =>
      ok({
        total: 1,
        rows: [
          {
            userId: 3,
            userName: call.query.get('searchValue') ? 'editor' : 'member',
            nickName: '内容编辑',
            deptName: '',
            phonenumber: '15666666666',
            readTime: '2026-11-21 08:00:00',
          },
        ],
      }),
    );
    const first = await crud.showPageRow(<NoticePage />, '会员年报填报已开通');
    fireEvent.click(within(first).getByRole('button', { name: /已读用户/ }));
    expect(await screen.findByText('「会员年报填报已开通」已读用户')).toBeTruthy();
    expect(await screen.findByText('member')).toBeTruthy();
    expect(screen.getByText('共 1 人已读')).toBeTruthy();
    expect(api.callsTo('GET /system/notice/readUsers/list')[0].query.get('noticeId')).toBe('2');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('登录名称 / 用户名称'), {
      target: { value: 'edit' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^搜\s*索$/ }));
    await waitFor(() =>
      expect(api.callsTo('GET /system/notice/readUsers/list').at(-1)!.query.get('searchValue')).toBe('edit'),
    );
    expect(await screen.findByText('editor')).toBeTruthy();
  });

  it('offers no writes without the permissions', async () => {
    const first = await crud.showPageRow(<NoticePage />, '会员年报填报已开通', ['system:notice:list']);
    crud.expectNoButtons(['修改', '删除'], first);
    expect(within(first).getByRole('button', { name: /已读用户/ })).toBeTruthy();
    crud.expectNoButtons(['新增']);
  });
});
