import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AjaxResult, TableDataInfo } from '@/lib/request';
import { http } from '@/lib/request';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import type { TrailEntry } from '@/components/status-timeline/status-timeline';
import type { Attachment } from './private-file';
import type { QueueCalls } from './review-calls';
import { ReviewQueue } from './review-queue';
import { decide, hasDecision, openReview } from './review-testing';
import { expectShown } from '@/testing/expect-shown';

// The kit on a made-up record kind (a sign-up), as the next business domains will use it.

const api = setupApiServer();

interface SignUp {
  signId: number;
  name: string;
  status: string;
}
interface SignUpRecord extends SignUp {
  voucher: Attachment;
  trail: TrailEntry[];
}

const record: SignUpRecord = {
  signId: 7,
  name: '李四',
  status: '0',
  voucher: {
    attachmentId: 31,
    originalName: 'voucher.png',
    fileType: 'png',
    fileSize: 4,
    createTime: null,
    url: '/prod-api/workflow/attachment/31',
  },
  trail: [
    {
      from: null,
      fromLabel: '',
      to: '0',
      toLabel: '待审核',
      action: 'submit',
      actionLabel: '提交报名',
      actorName: '李四',
      comment: '',
      time: '2026-11-20 09:30:00',
    },
  ],
};

const calls: QueueCalls<{ status?: string }, SignUp, SignUpRecord> = {
  perm: 'demo:sign',
  source: {
    queryKey: ['demo', 'sign', 'list'],
    fetchPage: (params) => http.get<TableDataInfo<SignUp>>('/demo/sign/list', { params }),
  },
  exportPath: '/demo/sign/export',
  detailKey: ['demo', 'sign', 'detail'],
  load: async (id) => (await http.get<AjaxResult<SignUpRecord>>(`/demo/sign/${id}`)).data!,
};

function SignUpQueue() {
  return (
    <ReviewQueue<SignUp, 'signId', { status?: string }, SignUpRecord>
      calls={calls}
      rowKey="signId"
      search={[{ name: 'status', label: '状态', options: [{ label: '待审核', value: '0' }] }]}
      columns={[{ key: 'name', title: '姓名' }]}
      detail={{
        title: '报名详情',
        fields: [{ label: '姓名', render: (r) => r.name }],
        files: (r) => [{ label: '凭证', files: [r.voucher] }],
        decisions: [
          {
            label: '通过',
            perm: 'demo:sign:audit',
            primary: true,
            run: (r, comment) =>
              http.put('/demo/sign/audit', { signId: r.signId, action: 'approve', comment }),
          },
          {
            label: '驳回',
            perm: 'demo:sign:audit',
            danger: true,
            commentRequired: true,
            allowed: (r) => r.status === '0',
            run: (r, comment) =>
              http.put('/demo/sign/audit', { signId: r.signId, action: 'reject', comment }),
          },
        ],
      }}
    />
  );
}

beforeEach(() => {
  api.on('GET /demo/sign/list', ok({ total: 1, rows: [{ signId: 7, name: '李四', status: '0' }] }));
  api.on('GET /demo/sign/7', ok({ data: record }));
  api.on('GET /workflow/attachment/31', { body: 'PNG!', contentType: 'image/png' });
  URL.createObjectURL = () => 'blob:voucher';
  URL.revokeObjectURL = () => undefined;
});

/** Logs in with `permissions`, shows the queue and opens 李四's drawer. */
async function openDetail(permissions?: string[]) {
  loginAs(permissions);
  renderPage(<SignUpQueue />);
  return openReview('李四', '报名详情');
}

describe('ReviewQueue', () => {
  it('opens a record from its row with its fields, its image fetched with the token, and its trail', async () => {
    const drawer = await openDetail();
    const image = await within(drawer).findByRole('img', { name: 'voucher.png' });
    expect(within(drawer).getAllByText('李四').length).toBeGreaterThan(0);
    expect(image.getAttribute('src')).toBe('blob:voucher');
    expect(api.callsTo('GET /workflow/attachment/31')[0].headers.authorization).toBe('Bearer tok');
    expectShown(drawer, ['2026-11-20 09:30:00', /李四 · 提交报名：待审核/]);
  });

  it('asks for the comment a rejection requires, sends it, shows the answer and refreshes the list', async () => {
    api.on('PUT /demo/sign/audit', ok({ msg: '已驳回' }));
    const drawer = await openDetail();
    const lists = api.callsTo('GET /demo/sign/list').length;
    const form = await decide(drawer, '驳回');
    expect(await within(form).findByText('请填写审核意见')).toBeTruthy();
    expect(api.callsTo('PUT /demo/sign/audit')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('审核意见'), { target: { value: ' 材料不全 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /demo/sign/audit')).toHaveLength(1));
    expect(api.callsTo('PUT /demo/sign/audit')[0].body).toEqual({
      signId: 7,
      action: 'reject',
      comment: '材料不全',
    });
    expect(await screen.findByText('已驳回')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('报名详情')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET /demo/sign/list').length).toBeGreaterThan(lists));
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    api.on('PUT /demo/sign/audit', fail(400, '当前状态不能执行此操作'));
    const drawer = await openDetail();
    await decide(drawer, '通过');
    expect(await screen.findByText('当前状态不能执行此操作')).toBeTruthy();
    expect(screen.getByRole('form', { name: '通过' })).toBeTruthy();
  });

  it('hides 详情/审核 without the query permission', async () => {
    loginAs(['demo:sign:list']);
    renderPage(<SignUpQueue />);
    const row = (await screen.findByText('李四', {}, { timeout: 60_000 })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /详情\/审核/ })).toBeNull();
  });

  it('hides the decisions without their permission', async () => {
    const drawer = await openDetail(['demo:sign:list', 'demo:sign:query']);
    await within(drawer).findByRole('img', { name: 'voucher.png' });
    expect(hasDecision(drawer, '通过')).toBe(false);
    expect(hasDecision(drawer, '驳回')).toBe(false);
  });
});
