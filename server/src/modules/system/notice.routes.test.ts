import { describe, expect, it } from 'vitest';
import * as noticeMigration from '../../db/migrations/2026_11_27_0016_notices.js';
import { callAs, registerVisitor, rowsWhere, useStaffApp, waitForWriteLogs } from '../../../test/helper.js';

const { t, admin, editor, call, unique, addRow, writesNothing, expectStatus, rejects } = await useStaffApp();

const notice = (overrides: Record<string, unknown> = {}) => ({
  noticeTitle: unique('公告'),
  noticeType: '1',
  noticeContent: '<p>正文</p>',
  ...overrides,
});

/** Adds a notice as the admin and gives its row. */
const addNotice = (overrides: Record<string, unknown> = {}) =>
  addRow('sysNotice', 'noticeTitle', '/system/notice', notice(overrides));

const topFor = async (token: string) => {
  const response = await call('GET', '/system/notice/listTop', undefined, token);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    code: number;
    data: { noticeId: number; noticeTitle: string; isRead: boolean; noticeContent: string }[];
    unreadCount: number;
  };
};

describe('/system/notice (staff)', () => {
  it('creates, lists, reads, updates and deletes a notice, sanitising its bodies and logging the writes', async () => {
    const row = await addNotice({
      noticeTitleEs: 'A notice',
      noticeContent: '<p onclick="steal()">会员须知<script>alert(1)</script><img src="javascript:x"></p>',
      noticeContentEs: '<p>Members <a href="javascript:alert(1)">read</a></p>',
      remark: '备注',
    });
    expect(row).toMatchObject({
      noticeContent: '<p>会员须知</p>',
      noticeContentEs: '<p>Members <a>read</a></p>',
      status: '0',
      createBy: 'admin',
    });

    const list = (
      await call(
        'GET',
        `/system/notice/list?noticeTitle=${encodeURIComponent(row.noticeTitle)}&noticeType=1&createBy=adm`,
      )
    ).json();
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(list.rows[0]).toMatchObject({
      noticeId: row.noticeId,
      noticeTitleEs: 'A notice',
      noticeType: '1',
    });
    expect(list.rows[0]).not.toHaveProperty('noticeContent');
    const otherType = (
      await call('GET', `/system/notice/list?noticeTitle=${encodeURIComponent(row.noticeTitle)}&noticeType=2`)
    ).json();
    expect(otherType.total).toBe(0);

    const detail = (await call('GET', `/system/notice/${row.noticeId}`)).json();
    expect(detail.data).toMatchObject({ noticeTitle: row.noticeTitle, noticeContent: '<p>会员须知</p>' });

    const updated = await call('PUT', '/system/notice', {
      ...detail.data,
      noticeType: '2',
      noticeContent: '<p>改<iframe src="https://x.example"></iframe></p>',
      status: '1',
    });
    expect(updated.json()).toEqual({ code: 200, msg: '操作成功' });
    const [after] = await rowsWhere(t.db, 'sysNotice', 'noticeId', row.noticeId);
    expect(after).toMatchObject({
      noticeType: '2',
      noticeContent: '<p>改</p>',
      status: '1',
      updateBy: 'admin',
    });

    expect((await call('DELETE', `/system/notice/${row.noticeId}`)).json().code).toBe(200);
    expect(await rowsWhere(t.db, 'sysNotice', 'noticeId', row.noticeId)).toEqual([]);
    expect((await call('GET', `/system/notice/${row.noticeId}`)).statusCode).toBe(404);
    await waitForWriteLogs(t.db, '通知公告');
  });

  it('names the field in validation messages and writes nothing', async () => {
    await writesNothing('sysNotice', () =>
      rejects('POST', '/system/notice', [
        [{ noticeType: '1' }, '公告标题不能为空'],
        [{ noticeTitle: '标'.repeat(51), noticeType: '1' }, '公告标题长度不能超过50个字符'],
      ]),
    );
    const badType = await call('POST', '/system/notice', notice({ noticeType: '3' }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().msg).toContain('公告类型');
  });

  it('answers 404 when updating a notice that does not exist', async () => {
    const response = await call('PUT', '/system/notice', { ...notice(), noticeId: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('公告不存在');
  });

  it('answers 401 without a token and 403 to staff without the permission', async () => {
    expect((await callAs(t, undefined, 'GET', '/system/notice/list')).statusCode).toBe(401);
    expect((await callAs(t, undefined, 'GET', '/system/notice/listTop')).statusCode).toBe(401);
    expect((await callAs(t, undefined, 'POST', '/system/notice/markReadAll')).statusCode).toBe(401);
    await writesNothing('sysNotice', () =>
      expectStatus(editor, 403, [
        ['GET', '/system/notice/list'],
        ['GET', '/system/notice/1'],
        ['POST', '/system/notice', notice()],
        ['DELETE', '/system/notice/1'],
      ]),
    );
  });
});

describe('the navbar bell (listTop, markRead, markReadAll)', () => {
  it('lists the five newest normal notices with isRead, and counts what each person has not read', async () => {
    const closed = await addNotice({ status: '1' });
    const added = [];
    for (let i = 0; i < 5; i += 1) added.push(await addNotice());
    const newestFirst = added.map((row) => row.noticeId).reverse();

    const top = await topFor(editor);
    expect(top.code).toBe(200);
    expect(top.data.map((n) => n.noticeId)).toEqual(newestFirst);
    expect(top.data.every((n) => n.isRead === false)).toBe(true);
    expect(top.data[0].noticeContent).toBe('<p>正文</p>');
    const normal = await t.db.selectFrom('sysNotice').select('noticeId').where('status', '=', '0').execute();
    expect(top.unreadCount).toBe(normal.length);
    expect(top.data.map((n) => n.noticeId)).not.toContain(closed.noticeId);

    // As RuoYi-Vue3 sends it: POST with ?noticeId=, no body.
    const marked = await t.app.inject({
      method: 'POST',
      url: `/prod-api/system/notice/markRead?noticeId=${newestFirst[0]}`,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(marked.json()).toEqual({ code: 200, msg: '操作成功' });
    // A JSON body works too, and marking twice changes nothing.
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await call('POST', '/system/notice/markRead', { noticeId: newestFirst[1] }, editor)).statusCode,
      ).toBe(200);
    }
    const afterRead = await topFor(editor);
    expect(afterRead.data.filter((n) => n.isRead).map((n) => n.noticeId)).toEqual(newestFirst.slice(0, 2));
    expect(afterRead.unreadCount).toBe(normal.length - 2);

    // Reads are per person: the admin still has everything unread.
    expect((await topFor(admin)).unreadCount).toBe(normal.length);

    const missing = await call('POST', '/system/notice/markRead', {}, editor);
    expect(missing.statusCode).toBe(400);
    expect(
      (await call('POST', `/system/notice/markRead?noticeId=${closed.noticeId}`, undefined, editor))
        .statusCode,
    ).toBe(404);
  });

  it('marks the listed notices read with ids, and every notice without them', async () => {
    const visitor = await registerVisitor(t);
    const before = await topFor(visitor);
    expect(before.unreadCount).toBeGreaterThan(2);
    const listed = before.data.slice(0, 2).map((n) => n.noticeId);

    await call('POST', `/system/notice/markReadAll?ids=${listed.join(',')}`, undefined, visitor);
    const some = await topFor(visitor);
    expect(some.unreadCount).toBe(before.unreadCount - 2);
    expect(some.data.filter((n) => n.isRead).map((n) => n.noticeId)).toEqual(listed);

    expect((await call('POST', '/system/notice/markReadAll', undefined, visitor)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const all = await topFor(visitor);
    expect(all.unreadCount).toBe(0);
    expect(all.data.every((n) => n.isRead)).toBe(true);
  });

  it('lists who read a notice for staff (RuoYi 3.9 已读用户)', async () => {
    const row = await addNotice();
    await call('POST', `/system/notice/markRead?noticeId=${row.noticeId}`, undefined, editor);
    await call('POST', `/system/notice/markRead?noticeId=${row.noticeId}`, undefined, admin);
    const readers = (await call('GET', `/system/notice/readUsers/list?noticeId=${row.noticeId}`)).json();
    expect(readers).toMatchObject({ code: 200, total: 2 });
    expect(readers.rows.map((r: { userName: string }) => r.userName).sort()).toEqual(['admin', 'editor']);
    expect(readers.rows[0]).toMatchObject({ deptName: '', readTime: expect.stringMatching(/^\d{4}-/) });

    const found = (
      await call('GET', `/system/notice/readUsers/list?noticeId=${row.noticeId}&searchValue=EDIT`)
    ).json();
    expect(found.rows.map((r: { userName: string }) => r.userName)).toEqual(['editor']);
    const url = `/system/notice/readUsers/list?noticeId=${row.noticeId}`;
    expect((await call('GET', url, undefined, editor)).statusCode).toBe(403);
  });

  it('forgets the reads of a deleted notice', async () => {
    const row = await addNotice();
    await call('POST', `/system/notice/markRead?noticeId=${row.noticeId}`, undefined, editor);
    expect(await rowsWhere(t.db, 'sysNoticeRead', 'noticeId', row.noticeId)).toHaveLength(1);
    await call('DELETE', `/system/notice/${row.noticeId}`);
    expect(await rowsWhere(t.db, 'sysNoticeRead', 'noticeId', row.noticeId)).toEqual([]);
  });
});

describe('the public site (/api/bll/notice)', () => {
  it('lists and shows normal notices to anyone, never closed ones', async () => {
    const shown = await addNotice({ noticeTitleEs: 'Open notice', noticeContentEs: '<p>English</p>' });
    const closed = await addNotice({ status: '1' });

    const page = (await callAs(t, undefined, 'GET', '/api/bll/notice/list?pageNum=1&pageSize=50')).json();
    expect(page.code).toBe(200);
    const ids = page.rows.map((n: { noticeId: number }) => n.noticeId);
    expect(ids[0]).toBe(shown.noticeId);
    expect(ids).not.toContain(closed.noticeId);
    expect(page.rows[0]).toEqual({
      noticeId: shown.noticeId,
      noticeTitle: shown.noticeTitle,
      noticeTitleEs: 'Open notice',
      noticeType: '1',
      createTime: shown.createTime,
    });
    // The demo's two notices are there too.
    expect(page.rows.map((n: { noticeTitle: string }) => n.noticeTitle)).toContain(
      '2026年度文化产业优秀案例入选名单公示',
    );

    const detail = (await callAs(t, undefined, 'GET', `/api/bll/notice/${shown.noticeId}`)).json();
    expect(detail.data).toMatchObject({ noticeContent: '<p>正文</p>', noticeContentEs: '<p>English</p>' });
    const hidden = await callAs(t, undefined, 'GET', `/api/bll/notice/${closed.noticeId}`);
    expect(hidden.statusCode).toBe(404);
  });
});

describe('migration 0016 on an install seeded before notices', () => {
  it('adds the 通知公告 menu and its buttons as the seed has them', async () => {
    const noticeMenus = () =>
      t.db
        .selectFrom('sysMenu')
        .selectAll()
        .where('menuId', 'in', [107, 1035, 1036, 1037, 1038])
        .orderBy('menuId')
        .execute();
    const seeded = await noticeMenus();
    expect(seeded.map((m) => m.perms)).toEqual([
      'system:notice:list',
      'system:notice:query',
      'system:notice:add',
      'system:notice:edit',
      'system:notice:remove',
    ]);

    // Back to before notices (no tables, no menu), then forward again with 系统管理 present.
    await noticeMigration.down(t.db);
    expect(await noticeMenus()).toEqual([]);
    await noticeMigration.up(t.db);
    const upgraded = await noticeMenus();
    const withoutTime = (rows: typeof seeded) => rows.map(({ createTime: _, ...menu }) => menu);
    expect(withoutTime(upgraded)).toEqual(withoutTime(seeded));
    expect((await topFor(admin)).data).toEqual([]);
  });
});
