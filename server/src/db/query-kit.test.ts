import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';
import { compiledOnce } from './query-kit.js';

const t = await useTestApp();

describe('compiledOnce: a query of a fixed shape, compiled once', () => {
  const enabledNamed = compiledOnce((db, name: string, status: string) =>
    db
      .selectFrom('sysUser')
      .select('userName')
      .where('userName', '=', name)
      .where('status', '=', status)
      .where('delFlag', '=', '0'),
  );

  it("runs with each call's own values", async () => {
    expect(await enabledNamed(t.app.db, 'admin', '0')).toEqual([{ userName: 'admin' }]);
    expect(await enabledNamed(t.app.db, 'editor', '0')).toEqual([{ userName: 'editor' }]);
    expect(await enabledNamed(t.app.db, 'admin', '1')).toEqual([]);
    expect(await enabledNamed(t.app.db, 'nobody', '0')).toEqual([]);
  });

  it('puts an argument the query uses twice in both places', async () => {
    const namedOrNicknamed = compiledOnce((db, name: string) =>
      db
        .selectFrom('sysUser')
        .select('userName')
        .where((eb) => eb.or([eb('userName', '=', name), eb('nickName', '=', name)])),
    );
    expect(await namedOrNicknamed(t.app.db, 'admin')).toEqual([{ userName: 'admin' }]);
    expect(await namedOrNicknamed(t.app.db, '管理员')).toEqual([{ userName: 'admin' }]);
  });

  it('refuses a query that does not take an argument as a value', async () => {
    const unbound = compiledOnce((db, _name: string) => db.selectFrom('sysUser').select('userId'));
    await expect(unbound(t.app.db, 'admin')).rejects.toThrow('every argument must be a bound value');
  });
});
