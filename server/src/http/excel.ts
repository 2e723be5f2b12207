import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

// Every staff list exports through here: one .xlsx sheet, a header row, and cells that would
// start a formula (=, +, -, @, tab, CR) prefixed with ' so Excel shows them as text.

export interface ExcelColumn<T> {
  header: string;
  key: keyof T & string;
  width?: number;
  /** Turns a value into what the cell shows (e.g. '0' → '正常'). */
  format?: (value: T[keyof T], row: T) => string | number | null;
}

/** RuoYi's 创建时间 and 备注 (AuditFields' createTime and remark), the last columns of a staff export. */
export const auditColumns = <T extends { createTime: unknown; remark: unknown }>(): ExcelColumn<T>[] => [
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];

/** The last columns of a row with a RuoYi status ('1' 停用, else 正常): the status, then the audit columns. */
export const statusAndAuditColumns = <
  T extends { status: unknown; createTime: unknown; remark: unknown },
>(): ExcelColumn<T>[] => [
  { header: '状态', key: 'status', format: (value) => (value === '1' ? '停用' : '正常') },
  ...auditColumns<T>(),
];

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export async function workbookOf<T>(
  sheetName: string,
  columns: ExcelColumn<T>[],
  rows: T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? Math.max(12, column.header.length * 2 + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((column) => [
          column.key,
          safeCell(column.format ? column.format(row[column.key], row) : row[column.key]),
        ]),
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends the rows as `<fileName>_<timestamp>.xlsx`. */
export async function sendExcel<T>(
  reply: FastifyReply,
  fileName: string,
  columns: ExcelColumn<T>[],
  rows: T[],
): Promise<FastifyReply> {
  const body = await workbookOf(fileName, columns, rows);
  const name = encodeURIComponent(`${fileName}_${Date.now()}.xlsx`);
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
    .header('download-filename', name)
    .send(body);
}
