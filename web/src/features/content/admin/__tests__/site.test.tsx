import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOfOnlyCall, ok, setupApiServer } from '@/testing/api-server';
import { pickerClosedWith, typeDate } from '@/testing/date-picker';
import { waitForField } from '@/testing/crud-page';
import { loginAs, renderPage } from '@/testing/render-page';
import SitePage from '../pages/site/index';

const settings = {
  name: '某某协会',
  nameEs: 'Some Association',
  address: '北京市某区某路 1 号',
  addressEs: '1 Some Road, Beijing',
  phone: '010-12345678',
  email: 'office@example.org',
  hours: '周一至周五 9:00-17:00',
  hoursEs: 'Mon-Fri 9:00-17:00',
  icp: '京ICP备00000000号',
  officialAccountImage: '/profile/upload/2026/01/01/qr.png',
  noticeVisible: false,
  noticeStartDate: '2026-02-01',
  noticeEndDate: '2026-02-03',
  noticeText: '系统升级',
  noticeTextEs: 'Upgrade',
};

const api = setupApiServer((api) => {
  api.on('GET /content/site/settings', ok({ data: settings }));
});

/** Shows the settings page to staff holding `permissions` (all by default), once loaded; answers its form. */
async function openSettings(permissions?: string[]) {
  loginAs(permissions);
  renderPage(<SitePage />);
  const form = await screen.findByRole('form', { name: '站点设置' }, { timeout: 60_000 });
  await waitForField(form, '电话', '010-12345678');
  return form;
}

describe('content/site/index', () => {
  it('loads the settings, and saves the whole object with the edits', async () => {
    api.on('PUT /content/site/settings', ok());
    const form = await openSettings();
    expect(within(form).getByLabelText('开始日期')).toHaveProperty('value', '2026-02-01');
    fireEvent.change(within(form).getByLabelText('电话'), { target: { value: '010-87654321' } });
    fireEvent.click(within(form).getByRole('switch', { name: '显示公告' }));
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await bodyOfOnlyCall(api, 'PUT /content/site/settings')).toEqual({
      ...settings,
      phone: '010-87654321',
      noticeVisible: true,
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('refuses a notice that ends before it starts', async () => {
    api.on('PUT /content/site/settings', ok());
    const form = await openSettings();
    const end = within(form).getByLabelText<HTMLInputElement>('结束日期');
    expect(end).toHaveProperty('value', '2026-02-03');
    typeDate(end, '2026-01-20');
    await pickerClosedWith(end, '2026-01-20');
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(api.callsTo('PUT /content/site/settings')).toHaveLength(0);
  });

  it('shows no 保存 without content:site:edit', async () => {
    const form = await openSettings(['content:site:query']);
    expect(within(form).queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
