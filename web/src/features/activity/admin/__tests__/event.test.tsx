import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { dictOf, loginAs, renderPage, serveDicts } from '@/testing/render-page';
import * as crud from '@/testing/crud-page';
import { card } from '../../__tests__/fixtures';
import EventPage from '../pages/event/index';
import { findShown } from '@/testing/expect-shown';

const salon = {
  ...card(2, {
    title: '非遗保护与数字化传播沙龙',
    titleEs: 'Salon',
    type: 'salon',
    capacity: 3,
    seatsLeft: 0,
    fee: 0,
  }),
  registered: 3,
  waiting: 2,
  pending: 0,
  ...crud.auditFields('2026-10-01 10:00:00'),
};

const api = setupApiServer((api) => {
  serveDicts(api, {
    activity_type: dictOf(['training', '培训'], ['salon', '沙龙']),
    activity_status: dictOf(['0', '草稿', 'info'], ['1', '已发布', 'success'], ['2', '已取消', 'danger']),
  });
  api.on('GET /activity/event/list', ok({ total: 1, rows: [salon] }));
  api.on('GET /activity/event/2', ok({ data: { ...salon, content: '<p>名额有限</p>', contentEs: '' } }));
});

describe('activity/event/index', () => {
  it('lists events with seats taken, the waiting line and the state', async () => {
    const row = await crud.showPageRow(<EventPage />, '非遗保护与数字化传播沙龙');
    expect(within(row).getByText('3 / 3，候补 2')).toBeTruthy();
    await findShown(row, ['沙龙', '已发布']);
    expect(within(row).getByText('免费')).toBeTruthy();
  });

  it('leads from an event to its check-in desk', async () => {
    loginAs();
    const { router } = renderPage(<EventPage />);
    const row = await crud.findRow('非遗保护与数字化传播沙龙');
    fireEvent.click(within(row).getByRole('button', { name: /签到/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/event-checkin/index/2'));
  });

  it('edits an event: the fee typed in yuan goes to the server in fen, the times as they were', async () => {
    api.on('PUT /activity/event', ok());
    const row = await crud.showPageRow(<EventPage />, '非遗保护与数字化传播沙龙');
    const form = await crud.openRowForm(row, '修改', '修改活动');
    await crud.waitForField(form, '活动标题', '非遗保护与数字化传播沙龙');
    crud.typeInto(form, '费用（元）', '120.5');
    fireEvent.click(within(form).getByRole('switch', { name: '仅限会员' }));
    const { activityId, fee, memberOnly, ...rest } = (await crud.submitForm(
      api,
      'PUT /activity/event',
    )) as typeof salon & { content: string };
    expect({ activityId, fee, memberOnly }).toEqual({ activityId: 2, fee: 12050, memberOnly: true });
    // Everything else goes back as it was loaded.
    const KEPT = ['title', 'type', 'startTime', 'signEnd', 'cancelDeadline', 'capacity'] as const;
    for (const key of KEPT) expect(rest[key]).toBe(salon[key]);
    expect(rest.content).toBe('<p>名额有限</p>');
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('shows only the list to someone who may only look', async () => {
    await crud.showPageRow(<EventPage />, '非遗保护与数字化传播沙龙', ['activity:event:list']);
    crud.expectNoButtons(['新增', '修改', '签到']);
  });
});
