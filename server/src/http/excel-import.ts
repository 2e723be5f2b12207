import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { type Static, Type } from 'typebox';
import type { Database } from '../db/database.js';
import { receiveFiles } from '../modules/common/common.service.js';
import { MAX_FILE_BYTES } from '../modules/common/upload-rules.js';
import { type CurrentUser, requireUser } from '../plugins/auth.js';
import { BusinessType } from '../plugins/operation-log.js';
import { badRequest, ok } from './envelope.js';
import { type ExcelColumn, sendExcel } from './excel.js';
import { acceptFormBodies, exportRoute } from './export-route.js';
import { access, logged } from './route-config.js';
import { ImportRefusal, Ok, replies } from './schemas.js';

// Staff imports from Excel (members, exam results): a template to download, then one sheet in the
// template's columns, every row checked before anything is written; a bad file answers 400 with a
// message per bad row and imports nothing.

/** The most rows one file may hold. */
export const MAX_IMPORT_ROWS = 1000;

/** An import template's columns: a row read from the sheet holds each column's text (`SheetRowOf`). */
export const sheetColumns = <K extends string>(columns: { header: string; key: K; width?: number }[]) =>
  columns as ExcelColumn<Record<K, string>>[];

/** A row read from a sheet of `Columns` (see sheetColumns). */
export type SheetRowOf<Columns> = Columns extends ExcelColumn<infer Row>[] ? Row : never;

/** What a cell holds, as text: dates as YYYY-MM-DD, rich text and formulas by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  // exceljs reads a date cell as midnight UTC of that day.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

/** The data rows of an uploaded workbook in `columns`, each with its sheet row number. */
export async function readSheet<Row>(
  content: Buffer,
  columns: ExcelColumn<Row>[],
  what: string,
): Promise<{ line: number; row: Record<keyof Row, string> }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的 Excel（.xlsx）文件');
  }
  const sheet = workbook.worksheets[0];
  const headers = columns.map((_, index) => cellText(sheet?.getRow(1).getCell(index + 1).value));
  if (!sheet || headers.join() !== columns.map((column) => column.header).join()) {
    throw badRequest('表头与导入模板不一致，请下载导入模板填写');
  }
  const rows: { line: number; row: Record<keyof Row, string> }[] = [];
  sheet.eachRow((excelRow, line) => {
    if (line === 1) return;
    const values = columns.map((_, index) => cellText(excelRow.getCell(index + 1).value));
    if (values.every((value) => !value)) return;
    const row = Object.fromEntries(columns.map((column, index) => [column.key, values[index]]));
    rows.push({ line, row: row as Record<keyof Row, string> });
  });
  if (!rows.length) throw badRequest(`文件中没有${what}数据`);
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入${MAX_IMPORT_ROWS}行`);
  return rows;
}

export interface RowError {
  row: number;
  msg: string;
}

export interface ImportOptions {
  /** RuoYi's updateSupport: a row naming an existing record updates it instead of being refused. */
  updateSupport: boolean;
}

/** RuoYi-Vue3 sends `?updateSupport=0` until its checkbox is touched, then true or false. */
const UpdateSupportQuery = Type.Object({
  updateSupport: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], {
      title: '是否更新',
    }),
  ),
});

export interface ImportRoutes<Row> {
  /** The routes' prefix: `<path>/importTemplate` and `<path>/importData`. */
  path: string;
  tag: string;
  permission: string;
  /** The operation log's title, and the template's file name. */
  title: string;
  templateName: string;
  summary: string;
  template: () => Promise<{ columns: ExcelColumn<Row>[]; rows: Row[] }>;
  /** Declares the `updateSupport` query parameter (RuoYi's user import). */
  updatable?: boolean;
  /**
   * Checks and imports the file: every bad row (with the refusal's message when it is not the first
   * row's), or the message that says what was imported.
   */
  run: (
    db: Kysely<Database>,
    content: Buffer,
    staff: CurrentUser,
    options: ImportOptions,
  ) => Promise<{ errors: RowError[]; msg?: string } | string>;
}

/**
 * `<path>/importTemplate` (GET, and POST as RuoYi-Vue's `download()` asks for it) and
 * `POST <path>/importData` (multipart field `file`).
 */
export function importRoutes<Row>(route: ImportRoutes<Row>): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = [route.tag];
    acceptFormBodies(app);
    exportRoute(app, {
      url: `${route.path}/importTemplate`,
      config: access(route.permission),
      tags,
      summary: `下载${route.templateName}（.xlsx）`,
      filter: Type.Object({}),
      send: async (_filter, reply) => {
        const { columns, rows } = await route.template();
        return sendExcel(reply, route.templateName, columns, rows);
      },
    });
    await app.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 },
    });
    app.post(
      `${route.path}/importData`,
      {
        config: logged(route.permission, route.title, BusinessType.IMPORT),
        schema: {
          tags,
          summary: route.summary,
          consumes: ['multipart/form-data'],
          ...(route.updatable ? { querystring: UpdateSupportQuery } : {}),
          response: { ...replies(Ok), 400: ImportRefusal },
        },
      },
      async (request, reply) => {
        const [file] = (await receiveFiles(request, 1, undefined)).files;
        const { updateSupport } = request.query as Static<typeof UpdateSupportQuery>;
        const result = await route.run(app.db, file.content, requireUser(request), {
          updateSupport: updateSupport === 'true' || updateSupport === '1',
        });
        if (typeof result !== 'string') {
          const msg = result.msg ?? result.errors[0].msg;
          return reply.code(400).send({ code: 400, msg, errors: result.errors });
        }
        return ok({}, result);
      },
    );
  };
}
