import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { type ApiCall, ok, refused, setupApiServer } from '@/testing/api-server';
import { privateFile, sentBack } from '@/testing/workflow-fixtures';
import { renderApp } from '@/testing/render-app';
import { renderPage } from '@/testing/render-page';
import { logInSiteUser, dropToken } from '@/testing/site-user';
import type { CallDetail, DeclarationView } from '../api/declare';
import { MyDeclarations } from '../components/my-declarations';
import { card, declaration, detail } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();
const CALLS = 'GET /api/declare/calls';
const CALL = 'GET /api/declare/calls/3';
const MINE = 'GET /api/declare/mine';
const SUBMIT = 'POST /api/declare/submit';

beforeEach(() => {
  dropToken();
});

/** Answers with what `current` holds at the time of each call. */
function serve(current: { call?: CallDetail; mine: DeclarationView[] }) {
  if (current.call) api.on(CALL, () => ok({ data: current.call }));
  api.on(MINE, () => ok({ data: current.mine }));
}

/** The message the control labelled `label` is described by (its error beside it). */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const myDeclarations = () => screen.findByRole('region', { name: '我的申报' });

describe('the declaration page', () => {
  it('sends a visitor to log in first', async () => {
    const app = renderApp('/Declare');
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/Declare')}`));
  });

  it('lists the open calls with their kind, window, members-only mark and files, and opens one', async () => {
    logInSiteUser(api);
    api.on(
      CALLS,
      ok({
        data: [
          card(3, {
            title: '2026 年度优秀文化创意项目评选',
            requiredFiles: '申报书\n业绩证明材料\n',
            memberOnly: true,
          }),
          card(4, { title: '文化产业扶持项目申报', kind: 'project', endTime: '2099-06-30 17:00:00' }),
        ],
      }),
    );
    serve({ call: detail(3, { title: '2026 年度优秀文化创意项目评选' }), mine: [] });
    const app = renderApp('/Declare');
    expect(await screen.findByRole('heading', { level: 1, name: '会员申报' })).toBeTruthy();
    const award = await screen.findByRole('article', { name: '2026 年度优秀文化创意项目评选' });
    expectShown(award, ['评优评先', '仅限会员', '2026-01-01 09:00 – 2099-12-31 17:00']);
    const files = within(award).getByRole('list', { name: '所需材料' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['申报书', '业绩证明材料']);
    const project = screen.getByRole('article', { name: '文化产业扶持项目申报' });
    expect(within(project).getByText('项目申报')).toBeTruthy();
    expect(within(project).queryByText('仅限会员')).toBeNull();
    expect(await within(await myDeclarations()).findByText('您还没有提交过申报。')).toBeTruthy();

    fireEvent.click(within(award).getByRole('link', { name: '2026 年度优秀文化创意项目评选' }));
    await waitFor(() => expect(app.location()).toBe('/Declare?callId=3'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026 年度优秀文化创意项目评选' }),
    ).toBeTruthy();
    expect(screen.getByText('申报截止后，协会将组织专家评审。')).toBeTruthy();
    expect(screen.getByRole('form', { name: '在线申报' })).toBeTruthy();
  });

  it('shows the calls in English', async () => {
    logInSiteUser(api);
    useSession.getState().setLang(1);
    api.on(CALLS, ok({ data: [card(3, { title: '年度评选', titleEs: 'Annual awards', memberOnly: true })] }));
    serve({ mine: [] });
    renderApp('/Declare');
    const call = await screen.findByRole('article', { name: 'Annual awards' });
    expectShown(call, ['Merit award', 'Members only']);
  });

  it('says so when no call is open', async () => {
    logInSiteUser(api);
    api.on(CALLS, ok({ data: [] }));
    serve({ mine: [] });
    renderApp('/Declare');
    expect(await screen.findByText('目前没有正在进行的申报。')).toBeTruthy();
  });

  it('shows a refusal beside its field, then declares and lists the declaration under 我的申报', async () => {
    logInSiteUser(api);
    const current = { call: detail(3, { requiredFiles: '申报书' }), mine: [] as DeclarationView[] };
    serve(current);
    api.on(SUBMIT, (call: ApiCall) => {
      const body = call.body as { contactPhone: string };
      if (body.contactPhone !== '13800138000') {
        return refused('联系电话格式不正确', [{ field: 'contactPhone', msg: '联系电话格式不正确' }]);
      }
      const made = declaration(12, { callId: 3 });
      current.mine = [made];
      current.call = { ...current.call, mine: made, canDeclare: false };
      return ok({ data: { declareId: 12, status: '0' } });
    });
    renderApp('/Declare?callId=3');
    const form = await screen.findByRole('form', { name: '在线申报' });
    expect(within(form).getByText(/请上传：申报书。/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('申报项目名称'), {
      target: { value: ' 城市记忆数字博物馆 ' },
    });
    fireEvent.change(within(form).getByLabelText('申报人（单位）'), {
      target: { value: '文化传媒有限公司' },
    });
    fireEvent.change(within(form).getByLabelText('联系人'), { target: { value: '王小明' } });
    const phone = within(form).getByLabelText('联系电话');
    fireEvent.change(phone, { target: { value: '1380013' } });
    fireEvent.change(within(form).getByLabelText('申报简介'), {
      target: { value: '保存老城区的口述历史。' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '提交申报' }));

    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(phone)).toContain('联系电话格式不正确');
    expect(within(form).getByRole('alert').textContent).toBe('有 1 处需要修改，请查看标红的栏目。');
    expect(within(form).getByLabelText('联系人').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(phone));

    fireEvent.change(phone, { target: { value: '13800138000' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '提交申报' }));

    const mine = await myDeclarations();
    const item = await within(mine).findByRole('article', { name: '城市记忆数字博物馆' });
    expect(within(item.querySelector('header')!).getByText('待审核')).toBeTruthy();
    expect(api.callsTo(SUBMIT)[1].body).toEqual({
      callId: 3,
      title: '城市记忆数字博物馆',
      applicantName: '文化传媒有限公司',
      contactName: '王小明',
      contactPhone: '13800138000',
      summary: '保存老城区的口述历史。',
      attachments: [],
    });
    // The call now shows the declaration instead of the form.
    expect(await screen.findByText('您已参加本次申报，审核进度见下方“我的申报”。')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '在线申报' })).toBeNull();
  });

  it('uploads the files privately as declaration files and sends their ids', async () => {
    logInSiteUser(api);
    serve({ call: detail(3), mine: [] });
    api.on('POST /workflow/attachment', (call: ApiCall) => {
      expect(call.query.get('kind')).toBe('declare_apply');
      return ok({ data: privateFile(41, '申报书.pdf') });
    });
    api.on(SUBMIT, ok({ data: { declareId: 12, status: '0' } }));
    renderApp('/Declare?callId=3');
    const form = await screen.findByRole('form', { name: '在线申报' });
    fireEvent.change(within(form).getByLabelText('申报材料'), {
      target: { files: [new File(['pdf'], '申报书.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(form).findByText('申报书.pdf')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '提交申报' }));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
    expect(api.callsTo(SUBMIT)[0].body).toMatchObject({ callId: 3, attachments: [41] });
  });

  it('words a members-only refusal of the server as such', async () => {
    logInSiteUser(api);
    serve({ call: detail(3, { memberOnly: true }), mine: [] });
    api.on(SUBMIT, { status: 403, body: { code: 403, msg: '本申报仅限本会会员，请先申请入会' } });
    renderApp('/Declare?callId=3');
    const form = await screen.findByRole('form', { name: '在线申报' });
    fireEvent.click(within(form).getByRole('button', { name: '提交申报' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('本申报仅限本会会员，请先申请入会。');
  });

  it('tells a non-member that a members-only call is for members and links to joining', async () => {
    logInSiteUser(api, { isMember: false });
    serve({ call: detail(3, { memberOnly: true, canDeclare: false }), mine: [] });
    renderApp('/Declare?callId=3');
    expect(await screen.findByText('本申报仅限本会会员，请先申请入会。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '申请入会' }).getAttribute('href')).toBe('/memberShip');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('仅限会员')).toBeTruthy();
  });

  it('says when a call has closed', async () => {
    logInSiteUser(api);
    serve({ call: detail(3, { open: false, canDeclare: false, endTime: '2020-01-01 00:00:00' }), mine: [] });
    renderApp('/Declare?callId=3');
    expect(await screen.findByText('本次申报已截止。')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('follows each declaration with its timeline and comment, and resubmits one sent back', async () => {
    logInSiteUser(api);
    const returned = declaration(12, sentBack('提交申报', '申报专员', '请补充近三年的业绩证明。'));
    const approved = declaration(8, {
      callId: 2,
      title: '非遗数字化传播平台',
      status: '3',
      statusLabel: '已通过',
      nextAction: 'none',
      announced: true,
    });
    api.on(CALLS, ok({ data: [] }));
    serve({ mine: [returned, approved] });
    api.on(SUBMIT, ok({ data: { declareId: 12, status: '0' } }));
    renderApp('/Declare');
    const mine = await myDeclarations();

    const done = await within(mine).findByRole('article', { name: '非遗数字化传播平台' });
    const doneHead = within(done.querySelector('header')!);
    expect(doneHead.getByText('已通过')).toBeTruthy();
    expect(doneHead.getByText('已公示')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: '修改并重新提交' })).toBeNull();

    const item = within(mine).getByRole('article', { name: '城市记忆数字博物馆' });
    expect(within(item.querySelector('header')!).getByText('待补充')).toBeTruthy();
    expect(within(item).queryByText('已公示')).toBeNull();
    expect(within(item).getByText('协会请您补充或修改申报材料，修改后重新提交。')).toBeTruthy();
    const timeline = within(item).getByRole('list', { name: '城市记忆数字博物馆 的办理进度' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    // Newest first: staff's request with its comment, then the submission.
    expect(within(steps[0]).getByText('退回补充')).toBeTruthy();
    expect(within(steps[0]).getByText('申报专员')).toBeTruthy();
    expect(within(steps[1]).getByText('提交申报')).toBeTruthy();
    expect(within(item).getAllByText('请补充近三年的业绩证明。')).toHaveLength(2);
    expect(
      within(item).getByRole('link', { name: '2026 年度优秀文化创意项目评选' }).getAttribute('href'),
    ).toBe('/Declare?callId=3');

    fireEvent.click(within(item).getByRole('button', { name: '修改并重新提交' }));
    const form = within(item).getByRole('form', { name: '修改并重新提交' });
    expect((within(form).getByLabelText('申报项目名称') as HTMLInputElement).value).toBe(
      '城市记忆数字博物馆',
    );
    expect((within(form).getByLabelText('联系电话') as HTMLInputElement).value).toBe('13800138000');
    fireEvent.change(within(form).getByLabelText('申报简介'), { target: { value: '补充了三年业绩。' } });
    fireEvent.click(within(form).getByRole('button', { name: '修改后重新提交' }));

    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
    expect(api.callsTo(SUBMIT)[0].body).toEqual({
      declareId: 12,
      callId: 3,
      title: '城市记忆数字博物馆',
      applicantName: '文化传媒有限公司',
      contactName: '王小明',
      contactPhone: '13800138000',
      summary: '补充了三年业绩。',
      attachments: [],
    });
    await waitFor(() => expect(within(item).queryByRole('form')).toBeNull());
    expect(await screen.findByText('申报已重新提交，请等待协会审核。')).toBeTruthy();
  });
});

describe('MyDeclarations (the personal page)', () => {
  it('lists each declaration with its state, announcement mark and the way back to its call', async () => {
    renderPage(
      <MyDeclarations
        declarations={[
          declaration(12, {
            status: '1',
            statusLabel: '待补充',
            nextAction: 'resubmit',
            comment: '请补充证明。',
          }),
          declaration(8, { callId: 2, title: '非遗数字化传播平台', status: '3', announced: true }),
        ]}
      />,
    );
    const links = screen.getAllByRole('link', { name: '城市记忆数字博物馆' });
    expect(links[0].getAttribute('href')).toBe('/Declare?callId=3');
    expect(screen.getByText('待补充')).toBeTruthy();
    expect(screen.getByText('请补充证明。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '修改并重新提交' }).getAttribute('href')).toBe(
      '/Declare?callId=3',
    );
    expect(screen.getByText('已通过')).toBeTruthy();
    expect(screen.getByText('已公示')).toBeTruthy();
  });
});
