import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { logInSiteUser, dropToken } from '@/testing/site-user';
import type { EventDetail } from '../api/activities';
import { detail } from './fixtures';

const api = setupApiServer();
const EVENT = 'GET /api/activity/activities/3';

beforeEach(() => {
  dropToken();
});

/** Answers the event page with what `current` holds at the time of each call. */
function serveEvent(current: { event: EventDetail }) {
  api.on(EVENT, () => ok({ data: current.event }));
}

const panel = () => screen.findByRole('complementary');

describe('an event page', () => {
  it('shows the facts and the rules, and asks a visitor to log in to sign up', async () => {
    serveEvent({ event: detail(3, { title: '文化创意项目策划实务培训', fee: 80000, hours: 16 }) });
    const app = renderApp('/trainingEvent/detail?activityId=3');
    expect(await screen.findByRole('heading', { level: 1, name: '文化创意项目策划实务培训' })).toBeTruthy();
    const facts = ['2099-12-24 09:00–17:00', '剩余 12 个名额', '¥800.00', '16 学时', '2099-12-22 09:00'];
    for (const fact of facts) expect(screen.getByText(fact)).toBeTruthy();
    expect(screen.getByText('请提前 15 分钟签到。')).toBeTruthy();
    const login = within(await panel()).getByRole('link', { name: '登录' });
    fireEvent.click(login);
    await waitFor(() =>
      expect(app.location()).toBe(
        `/login?redirect=${encodeURIComponent('/trainingEvent/detail?activityId=3')}`,
      ),
    );
  });

  it('signs a participant up and shows their place on the waiting list', async () => {
    logInSiteUser(api);
    const current = { event: detail(3, { seatsLeft: 0 }) };
    serveEvent(current);
    api.on('POST /api/activity/activities/saveBll', () => {
      current.event = {
        ...current.event,
        mySign: { signId: 9, status: 'waitlisted', waitPosition: 2, ticketCode: null },
      };
      return ok({ data: { signId: 9, status: 'waitlisted', waitPosition: 2 } });
    });
    renderApp('/trainingEvent/detail?activityId=3');
    const form = await screen.findByRole('form', { name: '在线报名' });

    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('请填写姓名')).toBeTruthy();
    expect(api.callsTo('POST /api/activity/activities/saveBll')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: ' 王小明 ' } });
    fireEvent.change(within(form).getByLabelText('工作单位'), { target: { value: '文化传媒有限公司' } });
    fireEvent.change(within(form).getByLabelText('职务'), { target: { value: '策划' } });
    fireEvent.change(within(form).getByLabelText('备注'), { target: { value: '需要发票' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));

    expect(await screen.findByText(/您在候补名单第 2 位/)).toBeTruthy();
    expect(api.callsTo('POST /api/activity/activities/saveBll')[0].body).toEqual({
      activityId: 3,
      realName: '王小明',
      employer: '文化传媒有限公司',
      position: '策划',
      remark: '需要发票',
    });
    const mine = await panel();
    expect(within(mine).getByRole('heading', { name: '我的报名' })).toBeTruthy();
    expect(within(mine).getByText('候补中')).toBeTruthy();
    expect(within(mine).queryByRole('form')).toBeNull();
  });

  it('cancels a sign-up before the deadline, after asking', async () => {
    logInSiteUser(api);
    const current = {
      event: detail(3, {
        mySign: { signId: 5, status: 'registered', waitPosition: null, ticketCode: 'AB12CD34' },
      }),
    };
    serveEvent(current);
    api.on('POST /api/activity/activities/cancel', () => {
      current.event = {
        ...current.event,
        mySign: { ...current.event.mySign!, status: 'cancelled', ticketCode: null },
      };
      return ok();
    });
    renderApp('/trainingEvent/detail?activityId=3');
    const mine = await panel();
    expect(within(mine).getByText('已报名')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: '查看电子票' }).getAttribute('href')).toBe(
      '/trainingEvent/ticket?signId=5',
    );
    expect(within(mine).getByText('可在 2099-12-22 09:00 前取消报名。')).toBeTruthy();

    fireEvent.click(within(mine).getByRole('button', { name: '取消报名' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定取消本次报名吗？取消后名额将让给其他人。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await within(mine).findByText('已取消')).toBeTruthy();
    expect(api.callsTo('POST /api/activity/activities/cancel')[0].body).toEqual({ signId: 5 });
    // Cancelled, the participant may sign up again.
    expect(within(mine).getByRole('heading', { name: '重新报名' })).toBeTruthy();
    expect(within(mine).getByRole('form', { name: '在线报名' })).toBeTruthy();
  });

  it('offers no cancelling after the deadline', async () => {
    logInSiteUser(api);
    serveEvent({
      event: detail(3, {
        cancelDeadline: '2020-01-01 00:00:00',
        mySign: { signId: 5, status: 'pending', waitPosition: null, ticketCode: null },
      }),
    });
    renderApp('/trainingEvent/detail?activityId=3');
    const mine = await panel();
    expect(await within(mine).findByText('报名已提交，请等待协会审核。')).toBeTruthy();
    expect(within(mine).getByText('已过取消截止时间，不能取消报名。')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: '取消报名' })).toBeNull();
  });

  it('explains a members-only event to a non-member and links to 申请入会', async () => {
    logInSiteUser(api, { isMember: false });
    serveEvent({ event: detail(3, { memberOnly: true }) });
    renderApp('/trainingEvent/detail?activityId=3');
    const side = await panel();
    expect(await within(side).findByText('本活动仅限协会会员报名。成为会员后即可报名参加。')).toBeTruthy();
    expect(within(side).getByRole('link', { name: '申请入会' }).getAttribute('href')).toBe('/memberShip');
    expect(within(side).queryByRole('form')).toBeNull();
    expect(screen.getByText('会员专享')).toBeTruthy();
  });

  it('gives a member the form of a members-only event', async () => {
    logInSiteUser(api, { isMember: true });
    serveEvent({ event: detail(3, { memberOnly: true, needAudit: true }) });
    renderApp('/trainingEvent/detail?activityId=3');
    const form = await screen.findByRole('form', { name: '在线报名' });
    expect(within(form).getByText('本活动报名需经协会审核，审核结果将以短信通知您。')).toBeTruthy();
  });

  it('shows the account and takes the voucher of a paid event awaiting payment', async () => {
    logInSiteUser(api);
    serveEvent({
      event: detail(3, {
        fee: 80000,
        mySign: { signId: 8, status: 'unpaid', waitPosition: null, ticketCode: null },
        payTo: { accountName: '文化产业协会', bankName: '中国工商银行北京东城支行', account: '0200001' },
      }),
    });
    api.on(
      'POST /workflow/attachment',
      ok({
        data: {
          attachmentId: 41,
          originalName: 'v.png',
          fileType: 'png',
          fileSize: 3,
          createTime: null,
          url: '',
        },
      }),
    );
    api.on('POST /api/activity/activities/submitVoucher', ok());
    renderApp('/trainingEvent/detail?activityId=3');
    const mine = await panel();
    expect(await within(mine).findByText('0200001')).toBeTruthy();
    expect(within(mine).getByText('待缴费')).toBeTruthy();

    const file = new File(['png'], 'voucher.png', { type: 'image/png' });
    fireEvent.change(within(mine).getByLabelText(/转账凭证/), { target: { files: [file] } });
    expect(await within(mine).findByText('v.png')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: '提交凭证' }));
    await waitFor(() => expect(api.callsTo('POST /api/activity/activities/submitVoucher')).toHaveLength(1));
    expect(api.callsTo('POST /workflow/attachment')[0].query.get('kind')).toBe('activity_sign');
    expect(api.callsTo('POST /api/activity/activities/submitVoucher')[0].body).toEqual({
      signId: 8,
      voucher: 41,
    });
    expect(await screen.findByText('转账凭证已提交，请等待协会确认。')).toBeTruthy();
  });

  it('voids a sign-up of a cancelled event: no ticket, no cancelling', async () => {
    logInSiteUser(api);
    serveEvent({
      event: detail(3, {
        status: '2',
        mySign: { signId: 5, status: 'registered', waitPosition: null, ticketCode: 'AB12CD34' },
      }),
    });
    renderApp('/trainingEvent/detail?activityId=3');
    const mine = await panel();
    expect(await within(mine).findByText('本活动已取消。')).toBeTruthy();
    expect(within(mine).queryByRole('link', { name: '查看电子票' })).toBeNull();
    expect(within(mine).queryByRole('button', { name: '取消报名' })).toBeNull();
    expect(within(mine).queryByRole('form')).toBeNull();
  });

  it('says when sign-up has closed', async () => {
    serveEvent({ event: detail(3, { signOpen: false, signEnd: '2020-01-01 00:00:00' }) });
    renderApp('/trainingEvent/detail?activityId=3');
    expect(await within(await panel()).findByText('报名已截止。')).toBeTruthy();
  });
});
