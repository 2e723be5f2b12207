import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { type ApiCall, type ApiServer, fail, ok, setupApiServer } from '@/testing/api-server';
import { fillIn, renderApp } from '@/testing/render-app';
import { holdToken, siteUser } from '@/testing/site-user';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

const user = {
  ...siteUser,
  userType: '01',
  email: 'ming@example.com',
  phonenumber: '13800138000',
  sex: '0',
  avatar: '',
  status: '0',
  loginIp: '127.0.0.1',
  loginDate: '2026-11-20 09:30:00',
  pwdUpdateDate: '2026-03-01 10:00:00',
  createTime: '2026-03-01 10:00:00',
  remark: '',
};

function serveUser(server: ApiServer, { isMember = false, roleGroup = '' } = {}) {
  let current = { ...user };
  server.on('GET /getInfo', () => ok({ user: current, roles: ['common'], permissions: [], isMember }));
  server.on('GET /system/user/profile', () => ok({ data: current, roleGroup, postGroup: '' }));
  server.on('PUT /system/user/edit', (call: ApiCall) => {
    current = { ...current, ...(call.body as object) };
    return ok();
  });
}

beforeEach(() => {
  holdToken();
  serveUser(api);
});

const openPasswordTab = async () => {
  fireEvent.click(await screen.findByRole('tab', { name: '修改密码' }));
  return screen.getByRole('tabpanel', { name: '修改密码' });
};

/** Opens 修改密码 on /personal, types the old password and the new one twice, and saves. */
async function changePassword(oldPassword: string, newPassword: string) {
  renderApp('/personal');
  const panel = await openPasswordTab();
  fillIn('旧密码', oldPassword);
  fillIn('新密码', newPassword);
  fillIn('确认密码', newPassword);
  fireEvent.click(within(panel).getByRole('button', { name: '保存' }));
}

describe('/personal', () => {
  it('shows the user and the four sections, each with its way in', async () => {
    renderApp('/personal');
    expect(await screen.findByRole('heading', { level: 1, name: '个人主页' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '小明' })).toBeTruthy();
    expect(screen.getByText('ming@example.com')).toBeTruthy();
    expect(screen.getAllByText('13800138000').length).toBeGreaterThan(0);
    expect(screen.getByText('注册用户')).toBeTruthy();
    expect(screen.getByText('2026-03-01 注册')).toBeTruthy();
    expect(api.callsTo('GET /system/user/profile')[0].headers.authorization).toBe('Bearer tok');

    const section = (name: string) => screen.getByRole('region', { name });
    const member = section('我的会员');
    expect(await within(member).findByText('非会员')).toBeTruthy();
    expect(within(member).getByRole('link', { name: '申请入会' }).getAttribute('href')).toBe('/memberShip');
    for (const [name, link, href] of [
      ['培训活动报名', '浏览培训活动', '/trainingEvent'],
      ['我的申报', '前往申报', '/Declare'],
      ['能力评价', '参加能力评价', '/evaluate'],
    ]) {
      expect(within(section(name)).getByText('暂无记录')).toBeTruthy();
      expect(within(section(name)).getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    }
    const settings = section('账户设置');
    expect(within(settings).getByRole('tab', { name: '基本资料' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(settings).getByRole('tab', { name: '修改密码' }).getAttribute('aria-selected')).toBe(
      'false',
    );
  });

  it('shows a member as such, without the invitation to apply', async () => {
    serveUser(api, { isMember: true });
    renderApp('/personal');
    const member = await screen.findByRole('region', { name: '我的会员' });
    expect(await within(member).findByText('正式会员')).toBeTruthy();
    expect(within(member).queryByRole('link', { name: '申请入会' })).toBeNull();
  });

  it('speaks English in English mode', async () => {
    useSession.getState().setLang(1);
    renderApp('/personal');
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Apply for membership' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Training sign-ups' })).toBeTruthy();
    expect(screen.getAllByText('No records yet')).toHaveLength(3);
    expect(await screen.findByRole('tab', { name: 'Change password' })).toBeTruthy();
  });

  it('saves the profile and refreshes the nickname everywhere', async () => {
    renderApp('/personal');
    await screen.findByRole('heading', { level: 2, name: '小明' });
    await waitFor(() => expect((screen.getByLabelText('昵称') as HTMLInputElement).value).toBe('小明'));
    fillIn('昵称', '  小红 ');
    fillIn('邮箱', 'hong@example.com');
    fireEvent.click(screen.getByRole('radio', { name: '女' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(api.callsTo('PUT /system/user/edit')[0].body).toEqual({
      nickName: '小红',
      email: 'hong@example.com',
      sex: '1',
    });
    await waitFor(() => expect(useSession.getState().nickName).toBe('小红'));
    expect(await screen.findByRole('link', { name: '小红' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '小红' })).toBeTruthy();
  });

  it('checks the profile before sending it', async () => {
    renderApp('/personal');
    await waitFor(() => expect((screen.getByLabelText('昵称') as HTMLInputElement).value).toBe('小明'));
    fillIn('昵称', '   ');
    fillIn('邮箱', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称')).toBeTruthy();
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy();
    expect(api.callsTo('PUT /system/user/edit')).toHaveLength(0);
  });

  it('checks the password fields on the client and sends nothing while they are wrong', async () => {
    renderApp('/personal');
    const panel = await openPasswordTab();
    const save = within(panel).getByRole('button', { name: '保存' });

    fireEvent.click(save);
    expect(await within(panel).findByText('请输入旧密码')).toBeTruthy();
    expectShown(panel, ['请输入密码', '请再次输入密码']);

    fillIn('旧密码', 'secret123');
    fillIn('新密码', '12345');
    fillIn('确认密码', '12345');
    fireEvent.click(save);
    expect(await within(panel).findByText('密码长度必须介于 6 和 20 之间')).toBeTruthy();

    fillIn('新密码', 'newSecret456');
    fillIn('确认密码', 'newSecret457');
    fireEvent.click(save);
    expect(await within(panel).findByText('两次输入的密码不一致')).toBeTruthy();

    fillIn('新密码', 'bad<pass>');
    fillIn('确认密码', 'bad<pass>');
    fireEvent.click(save);
    expect(await within(panel).findByText(/不能包含非法字符/)).toBeTruthy();

    expect(api.callsTo('PUT /system/user/profile/updatePwd')).toHaveLength(0);
  });

  it('changes the password, says so and clears the fields', async () => {
    api.on('PUT /system/user/profile/updatePwd', ok());
    await changePassword('secret123', 'newSecret456');

    expect(await screen.findByText('修改成功')).toBeTruthy();
    const call = api.callsTo('PUT /system/user/profile/updatePwd')[0];
    expect(call.body).toEqual({ oldPassword: 'secret123', newPassword: 'newSecret456' });
    expect(call.headers.authorization).toBe('Bearer tok');
    for (const label of ['旧密码', '新密码', '确认密码']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(Cookies.get('Admin-Token')).toBe('tok');
  });

  it('shows the server’s message when it refuses, and keeps the fields', async () => {
    api.on('PUT /system/user/profile/updatePwd', fail(400, '修改密码失败，旧密码错误'));
    await changePassword('wrong-one', 'newSecret456');

    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeTruthy();
    expect(screen.queryByText('修改成功')).toBeNull();
    expect((screen.getByLabelText('旧密码') as HTMLInputElement).value).toBe('wrong-one');
  });

  it('moves between the settings tabs with the arrow keys', async () => {
    renderApp('/personal');
    const basic = await screen.findByRole('tab', { name: '基本资料' });
    basic.focus();
    fireEvent.keyDown(basic, { key: 'ArrowRight' });
    const password = screen.getByRole('tab', { name: '修改密码' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(screen.getByRole('tabpanel', { name: '修改密码' })).toBeTruthy();
    fireEvent.keyDown(password, { key: 'Home' });
    expect(basic.getAttribute('aria-selected')).toBe('true');
  });
});

describe('/user/profile', () => {
  it('sends a logged-out visitor to log in first', async () => {
    Cookies.remove('Admin-Token');
    useSession.getState().clearSession();
    const app = renderApp('/user/profile');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fuser%2Fprofile'));
    expect(api.callsTo('GET /system/user/profile')).toHaveLength(0);
  });

  it('shows the details with the role group beside the two forms', async () => {
    serveUser(api, { roleGroup: '超级管理员,内容编辑' });
    renderApp('/user/profile');
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: '个人信息' });
    expect(await within(card).findByText('超级管理员,内容编辑')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: '小明' })).toBeTruthy();
    expectShown(card, ['ming@example.com', '2026-03-01 10:00:00']);
    const settings = screen.getByRole('region', { name: '账户设置' });
    expect(within(settings).getByRole('tab', { name: '基本资料' })).toBeTruthy();
    expect(within(settings).getByRole('tab', { name: '修改密码' })).toBeTruthy();
    expect((within(settings).getByLabelText('昵称') as HTMLInputElement).value).toBe('小明');
  });
});
