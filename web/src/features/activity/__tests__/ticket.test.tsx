import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { expectLoginFirst, renderApp } from '@/testing/render-app';
import { logInSiteUser } from '@/testing/site-user';
import type { MySignView } from '../api/activities';
import { ticket } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const mySign = (signId: number, extra: Partial<MySignView>): MySignView => ({
  signId,
  status: 'registered',
  waitPosition: null,
  ticketCode: null,
  statusLabel: '',
  activityId: signId * 10,
  title: `活动 ${signId}`,
  titleEs: '',
  type: 'training',
  location: '协会会议室',
  startTime: '2099-12-04 14:00:00',
  endTime: '2099-12-04 17:00:00',
  cancelDeadline: '2099-12-02 14:00:00',
  eventStatus: '1',
  fee: 0,
  comment: '',
  createTime: '2026-11-01 10:00:00',
  canCancel: false,
  hasCertificate: false,
  attachments: [],
  trail: [],
  ...extra,
});

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const api = setupApiServer(logInSiteUser);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the e-ticket', () => {
  it('shows the QR code of the ticket code and saves the calendar file', async () => {
    api.on('GET /api/activity/activities/ticket/6', ok({ data: ticket }));
    api.on('GET /api/activity/activities/ticket/6/ics', {
      body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      contentType: 'text/calendar; charset=utf-8',
    });
    // jsdom saves no files: keep what would have been saved.
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = (value: Blob) => {
      blob = value;
      return 'blob:ticket';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });

    renderApp('/trainingEvent/ticket?signId=6');
    expect(await screen.findByRole('heading', { level: 1, name: '电子票' })).toBeTruthy();
    expect(screen.getByText('非遗保护与数字化传播沙龙')).toBeTruthy();
    expect(screen.getByText('AB12CD34')).toBeTruthy();
    expect(screen.getByText('2099-12-04 14:00–17:00')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: '电子票二维码' });
    expect(qr.getAttribute('data-text')).toBe('AB12CD34');

    fireEvent.click(screen.getByRole('button', { name: '添加到日历（.ics）' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('event-6.ics');
    expect(await textOf(saved[0].blob)).toContain('BEGIN:VCALENDAR');
    expect(api.callsTo('GET /api/activity/activities/ticket/6/ics')[0].headers.authorization).toBe(
      'Bearer tok',
    );
    expect(screen.getByRole('button', { name: '打印' })).toBeTruthy();
  });

  it('is void when the event was cancelled: no QR code, no calendar', async () => {
    api.on('GET /api/activity/activities/ticket/6', ok({ data: { ...ticket, eventStatus: '2' } }));
    renderApp('/trainingEvent/ticket?signId=6');
    expect(await screen.findByText('本活动已取消，电子票作废。')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '电子票二维码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加到日历（.ics）' })).toBeNull();
  });

  it('sends a visitor who is not logged in to the login page first', async () => {
    await expectLoginFirst('/trainingEvent/ticket?signId=6');
  });
});

describe('the certificate of attendance', () => {
  it('states the participant, the training and its hours, with the QR code of its verification', async () => {
    api.on(
      'GET /api/activity/activities/certificate/1',
      ok({
        data: {
          certId: 3,
          certNo: 'PX2026000001',
          kind: 'training',
          holderName: '王小明',
          title: '文化产业政策解读培训班',
          titleEs: '',
          level: '',
          hours: 16,
          issueDate: '2026-11-05',
          validTo: '',
          status: '0',
          revokeReason: '',
          revokeTime: null,
          issuer: '文化产业协会',
          verifyUrl: 'https://xiehui.example/evaluate/verify?certNo=PX2026000001',
        },
      }),
    );
    renderApp('/trainingEvent/certificate?signId=1');
    expect(await screen.findByRole('heading', { level: 1, name: '培训学时证明' })).toBeTruthy();
    expect(
      screen.getByText('兹证明 王小明 参加“文化产业政策解读培训班”培训，完成培训 16 学时，特发此证明。'),
    ).toBeTruthy();
    expect(screen.getByText('证书编号：PX2026000001')).toBeTruthy();
    // The issuer on the certificate (the site's header carries the same name).
    expect(within(screen.getByRole('main')).getByText('文化产业协会')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: '证书验证二维码' });
    expect(qr.getAttribute('data-text')).toBe('https://xiehui.example/evaluate/verify?certNo=PX2026000001');
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('my sign-ups on the personal page', () => {
  it('lists each sign-up with its state, place in line, ticket and certificate', async () => {
    api.on(
      'GET /system/user/profile',
      ok({ data: { userId: 7, nickName: '小明' }, roleGroup: '', postGroup: '' }),
    );
    api.on(
      'GET /api/activity/activities/mySigns',
      ok({
        data: [
          mySign(1, { title: '年度交流会', status: 'waitlisted', waitPosition: 3, canCancel: true }),
          mySign(2, {
            title: '策划实务培训',
            status: 'registered',
            ticketCode: 'AB12CD34',
            trail: [
              {
                from: null,
                fromLabel: '',
                to: 'pending',
                toLabel: '待审核',
                action: 'request',
                actionLabel: '提交报名',
                actorName: '13800138000',
                comment: '',
                time: '2026-11-01 10:00:00',
              },
              {
                from: 'pending',
                fromLabel: '待审核',
                to: 'registered',
                toLabel: '已报名',
                action: 'approve',
                actionLabel: '审核通过',
                actorName: 'admin',
                comment: '欢迎参加',
                time: '2026-11-02 09:00:00',
              },
            ],
          }),
          mySign(3, { title: '政策解读培训班', status: 'attended', hasCertificate: true }),
          mySign(4, { title: '动漫产业研讨会', eventStatus: '2' }),
        ],
      }),
    );
    renderApp('/personal');
    const waiting = (await screen.findByRole('link', { name: '年度交流会' })).closest('li')!;
    const section = screen.getByRole('region', { name: '培训活动报名' });
    expect(section.contains(waiting)).toBe(true);
    expectShown(waiting, ['候补中', /您在候补名单第 3 位/]);
    expect(within(waiting).getByRole('button', { name: '取消报名' })).toBeTruthy();

    const registered = within(section).getByRole('link', { name: '策划实务培训' }).closest('li')!;
    expect(within(registered).getByRole('link', { name: '查看电子票' }).getAttribute('href')).toBe(
      '/trainingEvent/ticket?signId=2',
    );
    const progress = within(registered).getByRole('list', { name: '策划实务培训 的办理进度' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps[0].textContent).toContain('审核通过');
    expect(steps[0].textContent).toContain('欢迎参加');
    expect(steps[1].textContent).toContain('提交报名');
    const attended = within(section).getByRole('link', { name: '政策解读培训班' }).closest('li')!;
    expect(within(attended).getByRole('link', { name: '学时证明' }).getAttribute('href')).toBe(
      '/trainingEvent/certificate?signId=3',
    );
    const cancelled = within(section).getByRole('link', { name: '动漫产业研讨会' }).closest('li')!;
    expect(within(cancelled).getByText('本活动已取消。')).toBeTruthy();
    expect(within(cancelled).queryByRole('link', { name: '查看电子票' })).toBeNull();
  });
});
