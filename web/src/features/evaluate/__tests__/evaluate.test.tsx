import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { type ApiCall, ok, refused, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import type { ApplicationView, ProgramCard } from '../api/evaluate';
import { privateFile as file, sentBack } from '@/testing/workflow-fixtures';
import { logInSiteUser } from '@/testing/site-user';
import { application, certificate, payTo, program, uploaded } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

const agent = program(1, {
  name: '文化产业经纪人能力评价',
  nameEs: 'Cultural Agent Evaluation',
  requirements: '从事文化经纪工作满两年。',
  requirementsEs: 'Two years of work as a cultural agent.',
  fee: 80000,
  applyStart: '2026-01-01 09:00:00',
  applyEnd: '2099-12-01 17:00:00',
  examDate: '2099-12-20',
});
const planner = program(2, { name: '文化活动策划师能力评价', fee: 0, levels: ['初级', '中级'] });
const closed = program(3, {
  name: '非遗传承人能力评价',
  open: false,
  status: '2',
  applyEnd: '2026-03-01 17:00:00',
});

function servePrograms(programs: ProgramCard[] = [agent, planner, closed]) {
  api.on('GET /api/evaluate/programs', ok({ data: { programs, payTo } }));
}

function serveUser(mine: ApplicationView[] = []) {
  servePrograms();
  logInSiteUser(api);
  api.on('GET /api/evaluate/mine', ok({ data: mine }));
}

const bodyOf = (call: ApiCall) => call.body as Record<string, unknown>;
/** A programme's card under 评价项目. */
const card = async (name: string) =>
  within(await screen.findByRole('region', { name: '评价项目' })).findByRole('article', { name });
/** An application under 我的能力评价. */
const mineCard = async (name: string) =>
  within(await screen.findByRole('region', { name: '我的能力评价' })).findByRole('article', { name });

/** Opens a programme's form. */
async function openForm(name: string) {
  const found = await card(name);
  fireEvent.click(await within(found).findByRole('button', { name: '在线报名' }));
  return found;
}

describe('/evaluate for a visitor', () => {
  it('lists the programmes with levels, fee, dates, requirements and state, and asks to log in', async () => {
    servePrograms();
    renderApp('/evaluate');
    const first = await card('文化产业经纪人能力评价');
    expectShown(first, [
      '初级 / 中级 / 高级',
      '¥800.00',
      '2026-01-01 09:00 – 2099-12-01 17:00',
      '2099-12-20',
      '3 年',
      '从事文化经纪工作满两年。',
      '报名中',
    ]);
    expect(within(first).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fevaluate',
    );
    expect(within(await card('文化活动策划师能力评价')).getByText('免费')).toBeTruthy();
    const ended = await card('非遗传承人能力评价');
    expect(within(ended).getByText('报名已截止')).toBeTruthy();
    expect(within(ended).queryByRole('link', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('region', { name: '我的能力评价' })).toBeNull();
    expect(api.callsTo('GET /api/evaluate/mine')).toHaveLength(0);
    expect(api.callsTo('GET /api/evaluate/programs')[0].headers.authorization).toBeUndefined();
  });

  it('shows the programmes in English', async () => {
    servePrograms();
    useSession.getState().setLang(1);
    renderApp('/evaluate');
    const first = await screen.findByRole('article', { name: 'Cultural Agent Evaluation' });
    expectShown(first, ['Two years of work as a cultural agent.', '3 years', 'Open']);
  });
});

describe('/evaluate: applying', () => {
  it('sends the form with its materials and shows each refusal beside its field', async () => {
    serveUser();
    api.on('POST /workflow/attachment', (call: ApiCall) => {
      expect(call.query.get('kind')).toBe('evaluate_apply');
      return uploaded(61, 'diploma.pdf');
    });
    api.on(
      'POST /api/evaluate/apply',
      refused('工作单位不能为空', [
        { field: 'employer', msg: '请填写工作单位' },
        { field: 'experience', msg: '请填写从业经历' },
      ]),
    );
    renderApp('/evaluate');
    const form = await openForm('文化活动策划师能力评价');
    // A free programme asks for no voucher.
    expect(within(form).queryByLabelText(/缴费凭证/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('申报等级'), { target: { value: '中级' } });
    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: ' 王小明 ' } });
    fireEvent.change(within(form).getByLabelText('证明材料（学历、职称、业绩证明等）'), {
      target: { files: [new File(['pdf'], 'diploma.pdf', { type: 'application/pdf' })] },
    });
    await within(form).findByText('diploma.pdf');
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));

    expect(await within(form).findByText('请按提示修改表格中的 2 处问题。')).toBeTruthy();
    const employer = within(form).getByLabelText('工作单位');
    expect(employer.getAttribute('aria-invalid')).toBe('true');
    expectShown(form, ['请填写工作单位', '请填写从业经历']);
    await waitFor(() => expect(document.activeElement).toBe(employer));
    expect(bodyOf(api.callsTo('POST /api/evaluate/apply')[0])).toEqual({
      programId: 2,
      level: '中级',
      realName: '王小明',
      employer: '',
      position: '',
      education: '',
      major: '',
      experience: '',
      attachments: [61],
    });
    // Typing in a field takes its message away.
    fireEvent.change(employer, { target: { value: '文化传媒有限公司' } });
    expect(employer.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the account of a paid programme and asks for the voucher before sending', async () => {
    serveUser();
    api.on('POST /workflow/attachment', uploaded(77, 'voucher.jpg'));
    api.on('POST /api/evaluate/apply', () => {
      api.on('GET /api/evaluate/mine', ok({ data: [application({ fee: 80000 })] }));
      return ok({ data: { applyId: 31, status: '0' } });
    });
    renderApp('/evaluate');
    const form = await openForm('文化产业经纪人能力评价');
    expectShown(form, [/本项目收费 ¥800\.00/, '1100 2233 4455', '中国银行北京分行']);
    fireEvent.change(within(form).getByLabelText('申报等级'), { target: { value: '高级' } });
    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '王小明' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));

    expect(await within(form).findByText('本项目需缴费，请上传缴费凭证')).toBeTruthy();
    expect(api.callsTo('POST /api/evaluate/apply')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('缴费凭证（转账截图或回单照片）'), {
      target: { files: [new File(['j'], 'voucher.jpg', { type: 'image/jpeg' })] },
    });
    await within(form).findByText('voucher.jpg');
    expect(within(form).queryByText('本项目需缴费，请上传缴费凭证')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(api.callsTo('POST /api/evaluate/apply')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST /api/evaluate/apply')[0])).toMatchObject({
      programId: 1,
      level: '高级',
      realName: '王小明',
      voucher: 77,
    });

    // The application now shows under 我的能力评价 and the programme offers no second form.
    expect(await mineCard('文化产业经纪人能力评价')).toBeTruthy();
    const programme = await card('文化产业经纪人能力评价');
    expect(await within(programme).findByText(/您已报名该项目/)).toBeTruthy();
    expect(within(programme).queryByRole('button', { name: '在线报名' })).toBeNull();
  });
});

describe('/evaluate: my applications', () => {
  it('shows the comment and timeline of one sent back, and resubmits it with its id', async () => {
    serveUser([
      application({
        ...sentBack('提交申请', '评价专员', '请补充从业证明材料'),
        fee: 80000,
        attachments: [file(61, 'diploma.pdf')],
        voucher: file(77, 'voucher.jpg'),
      }),
    ]);
    api.on('POST /api/evaluate/apply', ok({ data: { applyId: 31, status: '0' } }));
    renderApp('/evaluate');
    const mine = await mineCard('文化产业经纪人能力评价');
    expect(within(mine.querySelector('header')!).getByText('待补充')).toBeTruthy();
    expect(within(mine).getByRole('status').textContent).toContain('请按审核意见修改后重新提交');
    expect(within(mine).getAllByText(/请补充从业证明材料/).length).toBeGreaterThan(1);
    const timeline = within(mine).getByRole('list', { name: '文化产业经纪人能力评价 的办理进度' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0].textContent).toContain('退回补充');
    expect(steps[0].textContent).toContain('评价专员');
    expect(steps[1].textContent).toContain('提交申请');

    expect((within(mine).getByLabelText('姓名') as HTMLInputElement).value).toBe('王小明');
    expect((within(mine).getByLabelText('申报等级') as HTMLSelectElement).value).toBe('中级');
    fireEvent.change(within(mine).getByLabelText('工作单位'), { target: { value: '文化集团' } });
    fireEvent.click(within(mine).getByRole('button', { name: '修改后重新提交' }));
    await waitFor(() => expect(api.callsTo('POST /api/evaluate/apply')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST /api/evaluate/apply')[0])).toMatchObject({
      applyId: 31,
      programId: 1,
      level: '中级',
      realName: '王小明',
      employer: '文化集团',
      experience: '从事演出经纪工作五年。',
      attachments: [61],
      voucher: 77,
    });
  });

  it('shows the result of the exam and links to the certificate', async () => {
    serveUser([
      application({
        status: '5',
        statusLabel: '已认证',
        nextAction: 'none',
        score: 86,
        resultComment: '表现良好',
        certificate: certificate(),
      }),
      application({
        applyId: 32,
        programId: 2,
        programName: '文化活动策划师能力评价',
        status: '4',
        statusLabel: '未通过',
        nextAction: 'none',
        score: 52,
      }),
    ]);
    renderApp('/evaluate');
    const passed = await mineCard('文化产业经纪人能力评价');
    expectShown(passed, ['已认证', '86 分', '通过', '表现良好']);
    expect(within(passed).getByRole('link', { name: '查看证书' }).getAttribute('href')).toBe(
      '/evaluate/certificate/5',
    );
    expect(within(passed).getByText('证书编号 PJ2026000005')).toBeTruthy();
    expect(within(passed).queryByRole('button', { name: '修改后重新提交' })).toBeNull();

    const failed = await mineCard('文化活动策划师能力评价');
    expect(within(failed).getByText('52 分')).toBeTruthy();
    expect(within(failed).queryByRole('link', { name: '查看证书' })).toBeNull();
    // A failed programme may be applied for again.
    const programme = await card('文化活动策划师能力评价');
    expect(within(programme).getByRole('button', { name: '在线报名' })).toBeTruthy();
  });
});
