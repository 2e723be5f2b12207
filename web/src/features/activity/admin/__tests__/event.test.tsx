import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { dictOf, loginAs, renderPage } from '@/testing/render-page';
import { card } from '../../__tests__/fixtures';
import EventPage from '../pages/event/index';

const api = setupApiServer();

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
  createBy: 'admin',
  createTime: '2026-10-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: '',
};

beforeEach(() => {
  api.on(
    'GET /system/dict/data/type/activity_type',
    ok({ data: dictOf(['training', '培训'], ['salon', '沙龙']) }),
  );
  api.on(
    'GET /system/dict/data/type/activity_status',
    ok({ data: dictOf(['0', '草稿', 'info'], ['1', '已发布', 'success'], ['2', '已取消', 'danger']) }),
  );
  api.on('GET /activity/event/list', ok({ total: 1, rows: [salon] }));
  api.on('GET /activity/event/2', ok({ data: { ...salon, content: '<p>名额有限</p>', contentEs: '' } }));
});

describe('activity/event/index', () => {
  it('lists events with seats taken, the waiting line and the state', async () => {
    loginAs();
    renderPage(<EventPage />);
    const row = (await screen.findByText('非遗保护与数字化传播沙龙', {}, { timeout: 60_000 })).closest('tr')!;
    expect(within(row).getByText('3 / 3，候补 2')).toBeTruthy();
    expect(await within(row).findByText('沙龙')).toBeTruthy();
    expect(await within(row).findByText('已发布')).toBeTruthy();
    expect(within(row).getByText('免费')).toBeTruthy();
  });

  it('leads from an event to its check-in desk', async () => {
    loginAs();
    const { router } = renderPage(<EventPage />);
    const row = (await screen.findByText('非遗保护与数字化传播沙龙', {}, { timeout: 60_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /签到/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/event-checkin/index/2'));
  });

  it('edits an event: the fee typed in yuan goes to the server in fen, the times as they were', async () => {
    api.on('PUT /activity/event', ok());
    loginAs();
    renderPage(<EventPage />);
    const row = (await screen.findByText('非遗保护与数字化传播沙龙', {}, { timeout: 60_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修改/ }));
    const form = await screen.findByRole('form', { name: '修改活动' });
    await waitFor(() =>
      expect((within(form).getByLabelText('活动标题') as HTMLInputElement).value).toBe(
        '非遗保护与数字化传播沙龙',
      ),
    );
    fireEvent.change(within(form).getByLabelText('费用（元）'), { target: { value: '120.5' } });
    fireEvent.click(within(form).getByRole('switch', { name: '仅限会员' }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(api.callsTo('PUT /activity/event')).toHaveLength(1));
    const { activityId, fee, memberOnly, ...rest } = api.callsTo('PUT /activity/event')[0]
      .body as typeof salon & { content: string };
    expect({ activityId, fee, memberOnly }).toEqual({ activityId: 2, fee: 12050, memberOnly: true });
    // Everything else goes back as it was loaded.
    const KEPT = ['title', 'type', 'startTime', 'signEnd', 'cancelDeadline', 'capacity'] as const;
    for (const key of KEPT) expect(rest[key]).toBe(salon[key]);
    expect(rest.content).toBe('<p>名额有限</p>');
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('shows only the list to someone who may only look', async () => {
    loginAs(['activity:event:list']);
    renderPage(<EventPage />);
    await screen.findByText('非遗保护与数字化传播沙龙', {}, { timeout: 60_000 });
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /签到/ })).toBeNull();
  });
});
