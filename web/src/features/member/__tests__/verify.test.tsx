import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fail, ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

const member = {
  memberNo: 'XH202600007',
  name: '张*三',
  levelName: '个人会员',
  validTo: '2027-06-30',
  status: '0',
  statusLabel: '正常',
};

/** Answers a member for its number, 会员编号不存在 for any other. */
function serveMembers(...members: (typeof member)[]) {
  api.on('GET /member/vip/getInfo', (call: ApiCall) => {
    const found = members.find((item) => item.memberNo === call.query.get('memberNo'));
    return found ? ok({ data: found }) : fail(404, '会员编号不存在');
  });
}

const result = () => screen.findByLabelText('验证结果');

describe('member verification /memberShip/verify', () => {
  it('checks the number from the QR link at once and shows a current member as valid', async () => {
    serveMembers(member);
    renderApp('/memberShip/verify?memberNo=xh202600007');
    const found = await result();
    expectShown(found, ['张*三', '个人会员', '2027-06-30', '有效']);
    expect(api.callsTo('GET /member/vip/getInfo')[0].query.get('memberNo')).toBe('XH202600007');
    expect(api.callsTo('GET /member/vip/getInfo')[0].headers.authorization).toBeUndefined();
  });

  it('shows the standing of a member who is not current instead of valid', async () => {
    serveMembers({ ...member, memberNo: 'XH202500003', status: '2', statusLabel: '已失效' });
    renderApp('/memberShip/verify?memberNo=XH202500003');
    const found = await result();
    expect(within(found).getByText('已失效')).toBeTruthy();
    expect(within(found).queryByText('有效')).toBeNull();
  });

  it('checks a typed number and says when no member has it', async () => {
    serveMembers(member);
    const view = renderApp('/memberShip/verify');
    const box = await screen.findByLabelText('会员编号');
    fireEvent.change(box, { target: { value: 'XH209900001' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('未查到该会员编号，请核对后重试。')).toBeTruthy();
    expect(view.location()).toBe('/memberShip/verify?memberNo=XH209900001');
  });

  it('refuses a number with other characters without asking the server', async () => {
    serveMembers(member);
    const view = renderApp('/memberShip/verify');
    fireEvent.change(await screen.findByLabelText('会员编号'), { target: { value: 'XH 2026/1' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入正确的会员编号（字母和数字）')).toBeTruthy();
    expect(view.location()).toBe('/memberShip/verify');
    expect(api.callsTo('GET /member/vip/getInfo')).toHaveLength(0);
  });
});
