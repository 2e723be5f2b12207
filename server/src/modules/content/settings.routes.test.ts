import { describe, expect, it } from 'vitest';
import { operLogs, waitForOperLog, registerVisitor, rowsWhere, useStaffApp } from '../../../test/helper.js';

const { t, editor, call, expectStatus, rejects } = await useStaffApp();
const setting = async (configKey: string) => (await rowsWhere(t.db, 'sysConfig', 'configKey', configKey))[0];

const settings = {
  name: '文化产业协会（新）',
  nameEs: 'Cultural Industry Association (new)',
  address: '北京市朝阳区文化街 2 号',
  addressEs: 'No. 2 Culture Street, Chaoyang District, Beijing',
  phone: '010-6500 1111',
  email: 'office@xiehui.example.org',
  hours: '周一至周五 8:30–17:30',
  hoursEs: 'Monday to Friday, 8:30–17:30',
  icp: '京ICP备2025000002号-1',
  officialAccountImage: '/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.png',
  noticeVisible: true,
  noticeStartDate: '2026-12-01',
  noticeEndDate: '2026-12-03',
  noticeText: '系统将于12月1日至3日升级。',
  noticeTextEs: 'The site will be upgraded from 1 to 3 December.',
};

const configRows = () =>
  t.db
    .selectFrom('sysConfig')
    .select(['configKey', 'configValue', 'updateTime'])
    .where('configKey', 'like', 'site.%')
    .orderBy('configKey')
    .execute();

describe('/content/site/settings', () => {
  it('answers the seeded settings', async () => {
    const response = (await call('GET', '/content/site/settings')).json();
    expect(response).toMatchObject({
      code: 200,
      data: {
        name: '文化产业协会',
        email: 'service@xiehui.example.org',
        officialAccountImage: '/images/official-account.svg',
        noticeVisible: false,
        noticeStartDate: '2025-09-02',
        noticeEndDate: '2025-09-04',
      },
    });
  });

  it('saves every setting, which the public site then shows', async () => {
    const saved = await call('PUT', '/content/site/settings', settings);
    expect(saved.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', '/content/site/settings')).json().data).toEqual(settings);

    const site = (await t.app.inject({ url: '/prod-api/api/bll/site/settings' })).json().data;
    expect(site).toEqual({
      name: settings.name,
      nameEs: settings.nameEs,
      address: settings.address,
      addressEs: settings.addressEs,
      phone: settings.phone,
      email: settings.email,
      hours: settings.hours,
      hoursEs: settings.hoursEs,
      icp: settings.icp,
      officialAccountImage: settings.officialAccountImage,
      notice: {
        visible: true,
        startDate: '2026-12-01',
        endDate: '2026-12-03',
        text: settings.noticeText,
        textEs: settings.noticeTextEs,
      },
    });
    expect(await setting('site.notice.visible')).toMatchObject({ configValue: 'true', updateBy: 'admin' });
    // The log row is written after the answer: wait for the last one.
    await waitForOperLog(t.db, { title: '站点设置', businessType: 2 });
    const logs = await operLogs(t.db, { title: '站点设置' });
    expect(logs.map((log) => log.businessType)).toEqual([2]);
  });

  it('puts back a setting that was removed, as a built-in one', async () => {
    await t.db.deleteFrom('sysConfig').where('configKey', '=', 'site.icp').execute();
    expect((await call('GET', '/content/site/settings')).json().data.icp).toBe('');
    await call('PUT', '/content/site/settings', { ...settings, icp: '京ICP备2025000003号' });
    expect(await setting('site.icp')).toMatchObject({
      configName: '网站-ICP备案号',
      configValue: '京ICP备2025000003号',
      configType: 'Y',
    });
    expect((await t.app.inject({ url: '/prod-api/api/bll/site/settings' })).json().data.icp).toBe(
      '京ICP备2025000003号',
    );
  });

  it('takes empty optional values: no notice dates, no email, no image', async () => {
    const cleared = {
      ...settings,
      email: '',
      officialAccountImage: '',
      noticeStartDate: '',
      noticeEndDate: '',
    };
    expect((await call('PUT', '/content/site/settings', cleared)).json().code).toBe(200);
    expect((await call('GET', '/content/site/settings')).json().data).toMatchObject({
      email: '',
      officialAccountImage: '',
      noticeStartDate: '',
    });
    const external = { ...settings, officialAccountImage: 'https://cdn.example.org/qr.png' };
    expect((await call('PUT', '/content/site/settings', external)).json().code).toBe(200);
  });

  it('names the field in validation messages and changes nothing', async () => {
    await call('PUT', '/content/site/settings', settings);
    const before = await configRows();
    await rejects('PUT', '/content/site/settings', [
      [{ ...settings, name: undefined }, '协会名称不能为空'],
      [{ ...settings, noticeVisible: undefined }, '公告是否显示不能为空'],
      [{ ...settings, noticeVisible: 'maybe' }, '公告是否显示类型不正确'],
      [{ ...settings, address: 'x'.repeat(501) }, '联系地址长度不能超过500个字符'],
      [{ ...settings, noticeText: 'x'.repeat(501) }, '公告内容长度不能超过500个字符'],
      [{ ...settings, email: 'not-an-email' }, '联系邮箱格式不正确'],
      [{ ...settings, noticeStartDate: '2026/12/01' }, '公告开始日期格式不正确'],
      [{ ...settings, noticeEndDate: '2026-12-32' }, '公告结束日期格式不正确'],
      [
        { ...settings, noticeStartDate: '2026-12-05', noticeEndDate: '2026-12-04' },
        '结束日期不能早于开始日期',
      ],
      [
        { ...settings, officialAccountImage: 'javascript:alert(1)' },
        '公众号二维码必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头',
      ],
      [
        { ...settings, officialAccountImage: '//evil.example/qr.png' },
        '公众号二维码必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头',
      ],
    ]);
    expect(await configRows()).toEqual(before);
  });

  it('lets the editor change the settings; a visitor gets 403', async () => {
    expect((await call('GET', '/content/site/settings', undefined, editor)).statusCode).toBe(200);
    const saved = await call(
      'PUT',
      '/content/site/settings',
      { ...settings, phone: '010-1234 5678' },
      editor,
    );
    expect(saved.json().code).toBe(200);

    await expectStatus(await registerVisitor(t), 403, [
      ['GET', '/content/site/settings'],
      ['PUT', '/content/site/settings', { ...settings, phone: '110' }],
    ]);
    expect((await call('GET', '/content/site/settings')).json().data.phone).toBe('010-1234 5678');
    expect((await t.app.inject({ url: '/prod-api/content/site/settings' })).statusCode).toBe(401);
  });
});
