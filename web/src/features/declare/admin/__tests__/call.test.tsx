import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import CallPage from '../pages/call/index';
import { answerDeclareDicts, call } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const award = call(3, { title: '2026 年度优秀会员评选', declarations: 9, approved: 4 });
const announced = call(4, {
  title: '2025 年度优秀会员评选',
  declarations: 7,
  approved: 3,
  status: '2',
  publishTime: '2026-01-10 10:00:00',
  publicityEnd: '2026-01-17 10:00:00',
});
const project = call(5, { title: '2026 年度科研项目申报', kind: 'project', declarations: 2, approved: 2 });

const api = setupApiServer((api) => {
  answerDeclareDicts(api);
  api.on('GET /declare/call/list', ok({ total: 3, rows: [award, announced, project] }));
  api.on('GET /declare/call/3', ok({ data: { ...award, content: '<p>评选办法</p>', contentEs: '' } }));
});

describe('declare/call/index', () => {
  it('lists calls with kind, counts, announcement and state', async () => {
    const first = await crud.showPageRow(<CallPage />, '2026 年度优秀会员评选');
    expect(await within(first).findByText('评优评先')).toBeTruthy();
    expectShown(first, ['9', '4']);
    expect(await within(first).findByText('已发布')).toBeTruthy();
    const second = await crud.findRow('2025 年度优秀会员评选');
    expect(within(second).getByText('公示至 2026-01-17 10:00:00')).toBeTruthy();
    expect(await within(second).findByText('已关闭')).toBeTruthy();
    expect(await within(await crud.findRow('2026 年度科研项目申报')).findByText('项目申报')).toBeTruthy();
  });

  it('announces an award call’s approved declarations for the days chosen', async () => {
    api.on('PUT /declare/result/publish', ok());
    const first = await crud.showPageRow(<CallPage />, '2026 年度优秀会员评选');
    // Announced already, or not an award: nothing to announce.
    expect(
      within(await crud.findRow('2025 年度优秀会员评选')).queryByRole('button', { name: /发布公示/ }),
    ).toBeNull();
    expect(
      within(await crud.findRow('2026 年度科研项目申报')).queryByRole('button', { name: /发布公示/ }),
    ).toBeNull();

    const form = await crud.openRowForm(first, '发布公示', '发布公示');
    expect(screen.getByText(/已通过的 4 项申报/)).toBeTruthy();
    const days = within(form).getByLabelText(/公示天数/) as HTMLInputElement;
    expect(days.value).toBe('7');
    fireEvent.change(days, { target: { value: '10' } });
    expect(await crud.submitForm(api, 'PUT /declare/result/publish')).toEqual({
      callId: 3,
      publicityDays: 10,
    });
    expect(await screen.findByText('公示已发布')).toBeTruthy();
  });

  it('edits a call: the rules come back as loaded, members-only as switched', async () => {
    api.on('PUT /declare/call', ok());
    const row = await crud.showPageRow(<CallPage />, '2026 年度优秀会员评选');
    const form = await crud.openRowForm(row, '修改', '修改申报通知');
    await crud.waitForField(form, '申报标题', '2026 年度优秀会员评选');
    fireEvent.click(within(form).getByRole('switch', { name: '仅限会员' }));
    expect(await crud.submitForm(api, 'PUT /declare/call')).toMatchObject({
      callId: 3,
      title: '2026 年度优秀会员评选',
      kind: 'award',
      startTime: '2026-11-01 09:00:00',
      endTime: '2026-11-30 18:00:00',
      requiredFiles: '申报书\n业绩证明',
      memberOnly: false,
      status: '1',
      content: '<p>评选办法</p>',
    });
  });

  it('offers no announcing or editing without the permissions', async () => {
    const first = await crud.showPageRow(<CallPage />, '2026 年度优秀会员评选', ['declare:call:list']);
    crud.expectNoButtons(['发布公示', '修改'], first);
    crud.expectNoButtons(['新增']);
  });
});
