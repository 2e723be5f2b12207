import { describe, expect, it } from 'vitest';
import { newPhone, rowsWhere, useTestApp } from '../../../test/helper.js';

// The SMS limits are counted in the log, so checking them and recording a send must be one step:
// requests at the same moment (on one instance here; on two in test/instances.test.ts) would
// otherwise all pass the checks and all send.

const t = await useTestApp({ demo: false });

describe('three sends to one phone at the same moment', () => {
  it('send one code; the others are told to wait a minute', async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      ['198.51.100.21', '198.51.100.22', '198.51.100.23'].map((remoteAddress) =>
        t.app.inject({
          method: 'POST',
          url: '/prod-api/sendCode',
          payload: { phone, type: 'register' },
          remoteAddress,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({
      code: 429,
      msg: '验证码发送过于频繁，请60秒后再试',
    });
    expect(await rowsWhere(t.db, 'sysSmsCode', 'phone', phone)).toHaveLength(1);
    expect(await rowsWhere(t.db, 'sysSmsLog', 'phone', phone)).toHaveLength(1);
  });
});
