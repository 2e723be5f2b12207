import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiCall, ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import { decodeFrame } from '../components/qr-scanner';
import EventCheckinPage from '../pages/event/checkin';

const api = setupApiServer();

const sign = (signId: number, realName: string, ticketCode: string, status = 'registered') => ({
  signId,
  activityId: 2,
  title: '数字出版培训',
  userId: signId + 10,
  realName,
  employer: '文化公司',
  position: '',
  phone: '138****0000',
  remark: '',
  status,
  statusLabel: '',
  waitPosition: null,
  ticketCode,
  checkinTime: status === 'attended' ? '2026-11-24 09:01:00' : null,
  comment: '',
  createTime: '2026-11-20 10:00:00',
  updateTime: null,
});

const open = () =>
  renderPage(<EventCheckinPage />, {
    path: '/activity/event-checkin/index/:activityId',
    url: '/activity/event-checkin/index/2',
  });

beforeEach(() => {
  loginAs();
  api.on('GET /activity/event/2', ok({ data: { activityId: 2, title: '数字出版培训' } }));
  const signs = [
    sign(1, '王小明', 'AB12CD34'),
    sign(2, '李华', 'ZX98YU76', 'attended'),
    sign(3, '赵六', 'QQ11WW22', 'waitlisted'),
  ];
  api.on('GET /activity/sign/list', (call: ApiCall) => {
    const rows = signs.filter((row) => row.status === call.query.get('status'));
    return ok({ total: rows.length, rows });
  });
});

describe('the check-in desk', () => {
  it('reads the ticket code out of a camera frame holding its QR code', () => {
    const qr = QRCode.create('AB12CD34', { errorCorrectionLevel: 'M' });
    const scale = 6;
    const quiet = 4;
    const side = (qr.modules.size + quiet * 2) * scale;
    const data = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const mx = Math.floor(x / scale) - quiet;
        const my = Math.floor(y / scale) - quiet;
        const dark =
          mx >= 0 && my >= 0 && mx < qr.modules.size && my < qr.modules.size && qr.modules.get(my, mx);
        if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
    expect(decodeFrame({ data, width: side, height: side })).toBe('AB12CD34');
    expect(
      decodeFrame({ data: new Uint8ClampedArray(side * side * 4).fill(255), width: side, height: side }),
    ).toBeNull();
  });

  it('checks in a typed code and names the participant; a second time says why not', async () => {
    let answer = ok({ data: sign(1, '王小明', 'AB12CD34', 'attended') });
    api.on('PUT /activity/sign/checkin', () => answer);
    open();
    expect(await screen.findByText('已签到 1 / 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('票号'), { target: { value: 'ab12cd34' } });
    fireEvent.click(screen.getByRole('button', { name: /^签\s*到$/ }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('签到成功'));
    expect(status.textContent).toContain('王小明');
    expect(api.callsTo('PUT /activity/sign/checkin')[0].body).toEqual({ ticketCode: 'AB12CD34' });

    answer = { status: 400, body: { code: 400, msg: '该票已签到' } } as typeof answer;
    fireEvent.change(screen.getByLabelText('票号'), { target: { value: 'AB12CD34' } });
    fireEvent.click(screen.getByRole('button', { name: /^签\s*到$/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('该票已签到'));
  });

  it('refuses a code that is not 8 letters or digits without asking the server', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('票号'), { target: { value: 'AB-12' } });
    fireEvent.click(screen.getByRole('button', { name: /^签\s*到$/ }));
    expect((await screen.findByRole('status')).textContent).toContain('请输入8位票号（字母和数字）');
    expect(api.callsTo('PUT /activity/sign/checkin')).toHaveLength(0);
  });

  it('lists the registered participants and toggles attendance by hand', async () => {
    api.on('PUT /activity/sign/attendance', ok());
    open();
    const table = (await screen.findByText('王小明')).closest('table')!;
    expect(within(table).queryByText('李华')).toBeNull();
    expect(api.callsTo('GET /activity/sign/list').every((call) => call.query.get('activityId') === '2')).toBe(
      true,
    );
    fireEvent.click(within(table).getByRole('switch', { name: '王小明到场' }));
    await waitFor(() => expect(api.callsTo('PUT /activity/sign/attendance')).toHaveLength(1));
    expect((api.callsTo('PUT /activity/sign/attendance')[0] as ApiCall).body).toEqual({
      signId: 1,
      attended: true,
    });
  });
});
