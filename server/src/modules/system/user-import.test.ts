import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  countRows,
  headerOf,
  loginAs,
  newPhone,
  postFile,
  roleIdsOf,
  rowsWhere,
  useStaffApp,
  waitForOperLog,
  withSetting,
  writeXlsx,
} from '../../../test/helper.js';

const { t, admin, editor, call, unique, exportSheet } = await useStaffApp();

const HEADERS = ['登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态', '角色'];
const EDITOR_ROLE_ID = 2;

const upload = (content: Buffer, query = '', token = admin) =>
  postFile(t, token, `/system/user/importData${query}`, '用户.xlsx', content);
const sheetOf = (rows: string[][]) => writeXlsx('用户数据', HEADERS, rows);
const userNamed = async (userName: string) => (await rowsWhere(t.db, 'sysUser', 'userName', userName))[0];

describe('user import', () => {
  it('offers the template by GET and POST (as RuoYi downloads it); filled in, it imports new accounts', async () => {
    const byGet = await exportSheet('/system/user/importTemplate');
    expect(headerOf(byGet)).toEqual(HEADERS);
    expect(byGet.rowCount).toBe(1);
    expect(headerOf(await exportSheet('/system/user/importTemplate', ''))).toEqual(HEADERS);
    expect((await call('GET', '/system/user/importTemplate', undefined, editor)).statusCode).toBe(403);

    const template = await call('GET', '/system/user/importTemplate');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const [first, second] = [unique('imp'), unique('imp')];
    const phone = newPhone();
    workbook.worksheets[0].addRow([first, '导入一', 'one@example.com', phone, '女', '正常', '内容编辑']);
    workbook.worksheets[0].addRow([second, '导入二', '', '', '', '停用', '']);
    const response = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));

    expect(response.json()).toEqual({
      code: 200,
      msg:
        '恭喜您，数据已全部导入成功！共 2 条，数据如下：' +
        `<br/>1、账号 ${first} 导入成功<br/>2、账号 ${second} 导入成功`,
    });
    const one = await userNamed(first);
    expect(one).toMatchObject({
      nickName: '导入一',
      email: 'one@example.com',
      phonenumber: phone,
      sex: '1',
      status: '0',
      userType: '00',
      createBy: 'admin',
      pwdUpdateDate: null,
    });
    expect(await roleIdsOf(t.db, one.userId)).toEqual([EDITOR_ROLE_ID]);
    expect(await userNamed(second)).toMatchObject({ sex: '2', status: '1', email: '', phonenumber: '' });
    // The initial password of sys.user.initPassword (seeded 123456) lets the new account in.
    expect(await loginAs(t, first, '123456')).toBeTruthy();
    await waitForOperLog(t.db, {
      operUrl: '/prod-api/system/user/importData',
      title: '用户管理',
      businessType: 6,
    });
  });

  it('refuses the whole file with the failure list, one line per bad row, writing nothing', async () => {
    const good = unique('ok');
    const twice = unique('dup');
    const before = await countRows(t.db, 'sysUser');
    const response = await upload(
      await sheetOf([
        [good, '好人', '', newPhone(), '男', '正常', ''],
        [unique('bad'), '坏手机', '', '12345', '', '', ''],
        [twice, '甲', '', '', '', '', ''],
        [twice, '乙', '', '', '', '', ''],
        ['editor', '已有', '', '', '', '', ''],
        [unique('role'), '丙', '', '', '', '', '内容编辑，不存在的角色'],
        [unique('sex'), '丁', '', '', '男性', '', ''],
        ['<b>x</b>', '', '', '', '', '', ''],
      ]),
    );

    expect(response.statusCode).toBe(400);
    const rowErrors = [
      { row: 3, msg: '第3行：账号 ' },
      { row: 5, msg: `第5行：账号 ${twice} 导入失败：与第4行的登录账号重复` },
      { row: 6, msg: '第6行：账号 editor 已存在' },
      { row: 7, msg: '第7行：账号 ' },
      { row: 8, msg: '第8行：账号 ' },
      { row: 9, msg: '第9行：账号 <b>x</b> 导入失败：用户名称不能为空' },
    ];
    const body = response.json();
    expect(body.errors).toHaveLength(rowErrors.length);
    body.errors.forEach((error: { row: number; msg: string }, index: number) =>
      expect(error.msg.startsWith(rowErrors[index].msg), error.msg).toBe(true),
    );
    expect(body.errors[0].msg).toMatch(/导入失败：手机号码格式不正确$/);
    expect(body.errors[3].msg).toMatch(/导入失败：角色“不存在的角色”不存在或已停用$/);
    expect(body.errors[4].msg).toMatch(/导入失败：用户性别取值不正确$/);
    expect(body.msg).toMatch(/^很抱歉，导入失败！共 6 条数据格式不正确，错误如下：<br\/>1、第3行：账号 /);
    // RuoYi-Vue3 shows msg as HTML: what a row says is escaped.
    expect(body.msg).toContain('<br/>6、第9行：账号 &lt;b&gt;x&lt;/b&gt; 导入失败：用户名称不能为空');
    expect(await countRows(t.db, 'sysUser')).toBe(before);
    expect(await userNamed(good)).toBeUndefined();
  });

  it('updates existing accounts only with updateSupport, never the super admin', async () => {
    const name = unique('upd');
    await upload(await sheetOf([[name, '原名', '', '', '男', '正常', '内容编辑']]));
    const { userId } = await userNamed(name);
    const renamed = await sheetOf([[name, '新名', 'new@example.com', '', '', '停用', '']]);

    for (const query of ['', '?updateSupport=false', '?updateSupport=0']) {
      const refused = (await upload(renamed, query)).json();
      expect(refused.errors, query).toEqual([{ row: 2, msg: `第2行：账号 ${name} 已存在` }]);
    }
    expect(await userNamed(name)).toMatchObject({ nickName: '原名' });

    expect((await upload(renamed, '?updateSupport=true')).json()).toEqual({
      code: 200,
      msg: `恭喜您，数据已全部导入成功！共 1 条，数据如下：<br/>1、账号 ${name} 更新成功`,
    });
    // Empty cells keep what the account had: its sex, and its roles.
    expect(await userNamed(name)).toMatchObject({
      nickName: '新名',
      email: 'new@example.com',
      sex: '0',
      status: '1',
      updateBy: 'admin',
    });
    expect(await roleIdsOf(t.db, userId)).toEqual([EDITOR_ROLE_ID]);

    const adminBefore = await userNamed('admin');
    const refused = await upload(
      await sheetOf([['admin', '改掉管理员', '', '', '', '停用', '']]),
      '?updateSupport=1',
    );
    expect(refused.json().errors).toEqual([
      { row: 2, msg: '第2行：账号 admin 导入失败：不允许操作超级管理员用户' },
    ]);
    expect(await userNamed('admin')).toEqual(adminBefore);
  });

  it('refuses new accounts while the initial password setting breaks the password rules', async () => {
    const name = unique('pwd');
    const response = await withSetting(t.db, 'sys.user.initPassword', '123', async () =>
      upload(await sheetOf([[name, '无密码', '', '', '', '', '']])),
    );
    expect(response.json().errors).toEqual([
      {
        row: 2,
        msg: `第2行：账号 ${name} 导入失败：参数设置中的账号初始密码（sys.user.initPassword）不符合密码规则`,
      },
    ]);
    expect(await userNamed(name)).toBeUndefined();
  });

  it('needs system:user:import and the template header', async () => {
    const sheet = await sheetOf([[unique('x'), '某人', '', '', '', '', '']]);
    expect((await upload(sheet, '', editor)).statusCode).toBe(403);
    const wrongHeader = await writeXlsx('用户数据', ['用户序号', ...HEADERS], [['1']]);
    expect((await upload(wrongHeader)).json()).toMatchObject({
      code: 400,
      msg: '表头与导入模板不一致，请下载导入模板填写',
    });
  });
});
