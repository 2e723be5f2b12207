import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, registerVisitor, useStaffApp, waitForOperLog } from '../../../test/helper.js';

const { t, admin, editor, call, expectStatus, rejects } = await useStaffApp();

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MODULE = 'server/src/modules/gendemo/links';

interface Column {
  columnId: number;
  columnName: string;
  [key: string]: unknown;
}

const genTable = async () => {
  const rows = (await call('GET', '/tool/gen/list?tableName=bll_links')).json().rows;
  return rows[0] as { tableId: number; tableName: string } | undefined;
};
const detail = async (tableId: number) =>
  (await call('GET', `/tool/gen/${tableId}`)).json().data as {
    info: Record<string, unknown>;
    rows: Column[];
  };
const byName = (rows: Column[], name: string) => rows.find((column) => column.columnName === name)!;
const dbTableNames = async (query = '') =>
  (await call('GET', `/tool/gen/db/list?pageSize=100${query}`))
    .json()
    .rows.map((row: { tableName: string }) => row.tableName);

/** The edit page's save: the table's names and every column, `change` applied to some. */
async function save(tableId: number, names: object, change: (column: Column) => object = () => ({})) {
  const { info, rows } = await detail(tableId);
  return call('PUT', '/tool/gen', {
    ...info,
    ...names,
    columns: rows.map((column) => ({ ...column, ...change(column) })),
  });
}

/**
 * A copy of the server (src, test, tsconfigs; node_modules linked) with the generated files in
 * place and their routes registered in app.ts, as a developer would add them.
 */
function serverWith(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-gen-'));
  for (const project of ['server', 'web']) {
    for (const part of ['src', 'test', 'tsconfig.json', 'package.json']) {
      const from = path.join(REPO, project, part);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(root, project, part), { recursive: true });
    }
    fs.symlinkSync(path.join(REPO, project, 'node_modules'), path.join(root, project, 'node_modules'), 'dir');
  }
  fs.copyFileSync(path.join(REPO, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  }
  const registration = /await api\.register\(import\('\.\/modules\/.+\.routes\.js'\)\);/.exec(
    files[`${MODULE}.routes.ts`],
  )![0];
  const appFile = path.join(root, 'server/src/app.ts');
  const app = fs.readFileSync(appFile, 'utf8');
  const anchor = "await api.register(import('./modules/dashboard/dashboard.routes.js'));";
  expect(app).toContain(anchor);
  fs.writeFileSync(appFile, app.replace(anchor, `${anchor}\n      ${registration}`));
  return root;
}

// Type-checks files in a worker thread (so checks run side by side), reporting only their own errors:
// the rest of the project is checked by its own tsc run.
const TYPECHECK = `
const { parentPort, workerData } = require('node:worker_threads');
const ts = require(workerData.typescript);
const config = ts.getParsedCommandLineOfConfigFile(workerData.tsconfig, {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\\n')); },
});
const program = ts.createProgram(workerData.files, { ...config.options, noEmit: true });
parentPort.postMessage(workerData.files.flatMap((file) =>
  ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    return d.file.fileName.split('/').pop() + ':' + (line + 1) + ': ' + ts.flattenDiagnosticMessageText(d.messageText, '\\n');
  })));
`;

/** The type errors of `files` (repository paths under `root`), compiled with the tsconfig of `project`. */
function typeErrors(root: string, project: 'server' | 'web', files: string[]): Promise<string[]> {
  const worker = new Worker(TYPECHECK, {
    eval: true,
    workerData: {
      typescript: createRequire(import.meta.url).resolve('typescript'),
      tsconfig: path.join(root, project, 'tsconfig.json'),
      files: files.map((file) => path.join(root, file)),
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** Runs one test file with vitest in `cwd` (same dialect and database server as this run). */
function runVitest(cwd: string, file: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(REPO, 'node_modules/vitest/vitest.mjs'), 'run', file], {
    cwd,
    env: { ...process.env, CI: '1', NO_COLOR: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
}

describe('/tool/gen', () => {
  it('lists the live tables to import, leaving out its own and the migrations’', async () => {
    const names = await dbTableNames();
    expect(names).toEqual(expect.arrayContaining(['bll_links', 'sys_user', 'member_apply']));
    expect(names.filter((name: string) => /^(gen_|kysely_|sqlite_)/.test(name))).toEqual([]);
    expect(await dbTableNames('&tableName=LINKS')).toEqual(['bll_links']);
    const page = (await call('GET', '/tool/gen/db/list?pageSize=2&pageNum=2')).json();
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(names.length);
  });

  it(
    'imports a table, edits it, previews and zips code that compiles and passes its own test',
    { timeout: 180_000 },
    async () => {
      expect((await call('POST', '/tool/gen/importTable?tables=bll_links')).json()).toEqual({
        code: 200,
        msg: '操作成功',
      });
      expect(await dbTableNames()).not.toContain('bll_links');
      const { tableId } = (await genTable())!;
      const imported = await detail(tableId);
      expect(imported.info).toMatchObject({
        tableName: 'bll_links',
        className: 'Links',
        moduleName: 'bll',
        businessName: 'links',
      });
      // RuoYi's guesses from names and types.
      expect(byName(imported.rows, 'id')).toMatchObject({
        isPk: '1',
        isIncrement: '1',
        tsType: 'number',
        isInsert: '0',
      });
      expect(byName(imported.rows, 'link_name')).toMatchObject({
        tsField: 'linkName',
        tsType: 'string',
        maxLength: 100,
        isRequired: '1',
        isQuery: '1',
        queryType: 'LIKE',
        htmlType: 'input',
      });
      expect(byName(imported.rows, 'status')).toMatchObject({
        htmlType: 'radio',
        dictType: 'sys_normal_disable',
        columnComment: '状态',
      });
      expect(byName(imported.rows, 'create_time')).toMatchObject({
        htmlType: 'datetime',
        isList: '0',
        isInsert: '0',
      });

      const edited = await save(tableId, { moduleName: 'gendemo', functionName: '演示链接' }, (column) => {
        if (column.columnName === 'link_url') return { columnComment: '链接地址', htmlType: 'textarea' };
        if (column.columnName === 'sort') return { columnComment: '排序', isQuery: '1', queryType: 'GTE' };
        if (column.columnName === 'link_name') return { columnComment: '链接名称' };
        return {};
      });
      expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
      const saved = await detail(tableId);
      expect(saved.info).toMatchObject({
        moduleName: 'gendemo',
        functionName: '演示链接',
        updateBy: 'admin',
      });
      expect(byName(saved.rows, 'link_url')).toMatchObject({
        columnComment: '链接地址',
        htmlType: 'textarea',
      });
      expect(byName(saved.rows, 'sort')).toMatchObject({ isQuery: '1', queryType: 'GTE' });

      const preview = (await call('GET', `/tool/gen/preview/${tableId}`)).json().data as Record<
        string,
        string
      >;
      const serverFiles = ['table', 'schema', 'queries', 'service', 'routes', 'routes.test'].map(
        (kind) => `${MODULE}.${kind}.ts`,
      );
      const webFiles = [
        'web/src/features/gendemo/api/links.ts',
        'web/src/features/gendemo/admin/pages/links/index.tsx',
      ];
      expect(Object.keys(preview).sort()).toEqual(
        [...serverFiles, ...webFiles, 'sql/gendemo-links.menu.sql'].sort(),
      );
      expect(preview[`${MODULE}.schema.ts`]).toContain("linkUrl: Text('链接地址', 500, { min: 1 }),");
      expect(preview[`${MODULE}.routes.ts`]).toContain("permission: 'gendemo:links'");
      expect(preview[`${MODULE}.queries.ts`]).toContain("rows.where('sort', '>=', filter.sort)");

      const download = await call('GET', '/tool/gen/download/bll_links');
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      const files = Object.fromEntries(
        Object.entries(unzipSync(download.rawPayload)).map(([file, bytes]) => [file, strFromU8(bytes)]),
      );
      expect(Object.keys(files).sort()).toEqual(Object.keys(preview).sort());
      expect(files[`${MODULE}.service.ts`]).toBe(preview[`${MODULE}.service.ts`]);
      await waitForOperLog(t.db, { title: '代码生成', businessType: 8 });

      // The menu SQL runs on this dialect: the page under 系统工具 and its five buttons.
      for (const statement of files['sql/gendemo-links.menu.sql']
        .split(/;\n/)
        .filter((s) => s.includes('insert'))) {
        await sql.raw(statement.replace(/^--.*\n/, '')).execute(t.db);
      }
      const menus = await t.db
        .selectFrom('sysMenu')
        .select(['menuId', 'parentId', 'menuType', 'perms', 'component'])
        .where('perms', 'like', 'gendemo:links:%')
        .execute();
      const page = menus.find((menu) => menu.menuType === 'C')!;
      expect(page).toMatchObject({
        parentId: 3,
        perms: 'gendemo:links:list',
        component: 'gendemo/links/index',
      });
      expect(
        menus
          .filter((menu) => menu.parentId === page.menuId)
          .map((menu) => menu.perms)
          .sort(),
      ).toEqual(['add', 'edit', 'export', 'query', 'remove'].map((action) => `gendemo:links:${action}`));

      const root = serverWith(files);
      try {
        // The generated test runs in a child process while two workers type-check the generated files.
        const [serverErrors, webErrors, { status, output }] = await Promise.all([
          typeErrors(root, 'server', serverFiles),
          typeErrors(root, 'web', webFiles),
          runVitest(path.join(root, 'server'), `${MODULE.replace('server/', '')}.routes.test.ts`),
        ]);
        expect({ serverErrors, webErrors }).toEqual({ serverErrors: [], webErrors: [] });
        expect(status, output).toBe(0);
        expect(output).toMatch(/Tests\s+2 passed/);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it('keeps settings when it syncs with the live table, which gained a column', async () => {
    const { tableId } = (await genTable())!;
    // RuoYi clients send whole rows back: only the settings staff may change are taken.
    const forged = await save(tableId, { tableName: 'sys_user' }, (column) =>
      column.columnName === 'link_name' ? { isPk: '1', columnName: 'evil', tsField: 'evil' } : {},
    );
    expect(forged.json().code).toBe(200);
    const kept = await detail(tableId);
    expect(kept.info.tableName).toBe('bll_links');
    expect(byName(kept.rows, 'link_name')).toMatchObject({ isPk: '0', tsField: 'linkName' });

    await sql`alter table bll_links add column extra_note varchar(20)`.execute(t.db);
    expect((await call('GET', '/tool/gen/synchDb/bll_links')).json().code).toBe(200);
    const { rows } = await detail(tableId);
    expect(rows.find((column) => column.columnName === 'link_url')).toMatchObject({
      columnComment: '链接地址',
    });
    expect(rows.at(-1)).toMatchObject({
      columnName: 'extra_note',
      tsField: 'extraNote',
      maxLength: 20,
      isNullable: '1',
    });
    expect((await call('GET', '/tool/gen/synchDb/bll_article_gone')).statusCode).toBe(404);
  });

  it('refuses what it cannot generate and never writes code to the server', async () => {
    const { tableId } = (await genTable())!;
    await rejects('POST', '/tool/gen/importTable?tables=bll_links', [[{}, '表bll_links已导入']]);
    await rejects('POST', '/tool/gen/importTable?tables=gen_table', [[{}, '表gen_table不存在']]);
    await rejects('POST', '/tool/gen/importTable?tables=no_such_table', [[{}, '表no_such_table不存在']]);
    await rejects('GET', '/tool/gen/genCode/bll_links', [[{}, '不支持生成到服务器路径，请下载压缩包']]);
    const unset = await save(tableId, {}, (column) =>
      column.columnName === 'link_url' ? { isInsert: '0' } : {},
    );
    expect(unset.json()).toEqual({ code: 400, msg: '字段link_url不能为空且没有默认值，必须插入且必填' });
    const badName = await save(tableId, { moduleName: "x'; drop" });
    expect(badName.statusCode).toBe(400);
    expect((await call('GET', '/tool/gen/batchGenCode?tables=bll_links,sys_user')).statusCode).toBe(404);
  });

  it('lets only holders of tool:gen permissions in', async () => {
    const visitor = await registerVisitor(t);
    for (const token of [visitor, editor]) {
      await expectStatus(token, 403, [
        ['GET', '/tool/gen/list'],
        ['GET', '/tool/gen/db/list'],
        ['POST', '/tool/gen/importTable?tables=sys_user'],
        ['GET', '/tool/gen/download/bll_links'],
      ]);
    }
    const anonymous = await t.app.inject({ url: '/prod-api/tool/gen/batchGenCode?tables=bll_links' });
    expect(anonymous.statusCode).toBe(401);
    const zip = await t.app.inject({
      url: '/prod-api/tool/gen/batchGenCode?tables=bll_links',
      headers: bearer(admin),
    });
    expect(Object.keys(unzipSync(zip.rawPayload))).toContain(`${MODULE}.routes.ts`);
  });

  it('deletes imported tables with their columns', async () => {
    const { tableId } = (await genTable())!;
    expect((await call('DELETE', `/tool/gen/${tableId}`)).json().code).toBe(200);
    expect(await genTable()).toBeUndefined();
    expect(
      await t.db.selectFrom('genTableColumn').select('columnId').where('tableId', '=', tableId).execute(),
    ).toEqual([]);
    expect(await dbTableNames()).toContain('bll_links');
  });
});
