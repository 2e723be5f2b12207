import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../test/helper.js';
import { COMPRESSED_BODY_MSG, jsonDepth, MAX_JSON_DEPTH } from './json-body.js';

describe('jsonDepth', () => {
  it('counts nesting of objects and arrays, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth('['.repeat(20_000) + ']'.repeat(20_000))).toBe(20_000);
  });
});

describe('JSON bodies', () => {
  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels with a message, and keeps the role list as it was`, async () => {
    const t = await createTestApp();
    try {
      const token = await loginAs(t, 'admin', 'admin123');
      const before = await t.db.selectFrom('sysRole').selectAll().execute();
      const deep = '['.repeat(20_000) + ']'.repeat(20_000);
      const response = await t.app.inject({
        method: 'POST',
        url: '/prod-api/system/role',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: `{"roleName":"深","roleKey":"deep","roleSort":1,"remark":${deep}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: `请求数据嵌套层级不能超过${MAX_JSON_DEPTH}层` });
      expect(await t.db.selectFrom('sysRole').selectAll().execute()).toEqual(before);
      // Prototype keys are refused by Fastify's parser, as before.
      const polluted = await t.app.inject({
        method: 'POST',
        url: '/prod-api/system/role',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"roleName":"x","__proto__":{"admin":true}}',
      });
      expect(polluted.statusCode).toBe(400);
      expect(polluted.json().code).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('compressed bodies', () => {
  it('are refused with a message, not inflated, and add no role', async () => {
    const t = await createTestApp();
    try {
      const token = await loginAs(t, 'admin', 'admin123');
      const before = await t.db.selectFrom('sysRole').selectAll().execute();
      const response = await t.app.inject({
        method: 'POST',
        url: '/prod-api/system/role',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-encoding': 'gzip',
        },
        payload: zlib.gzipSync(JSON.stringify({ roleName: '压缩', roleKey: 'zipped', roleSort: 1 })),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 415, msg: COMPRESSED_BODY_MSG });
      expect(await t.db.selectFrom('sysRole').selectAll().execute()).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
