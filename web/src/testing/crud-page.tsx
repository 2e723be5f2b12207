import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { type ApiServer, bodyOfOnlyCall } from './api-server';
import { loginAs, renderPage } from './render-page';

// The steps the admin list pages' tests take on the CRUD kit: show the page, find a row, open its
// form, confirm, search, and check which buttons a permission leaves out.

/** antd spaces a two-character label (新 增): a name that matches `label` with or without. */
const spaced = (label: string) => new RegExp([...label].join('\\s*'));

/** The table row showing `text`, once listed (the first list takes long under jsdom). */
export const findRow = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 60_000 })).closest('tr')!;

/** Shows `page` to staff holding `permissions` (all by default) and answers the row showing `rowText`. */
export function showPageRow(page: ReactElement, rowText: string, permissions?: string[]) {
  loginAs(permissions);
  renderPage(page);
  return findRow(rowText);
}

/** Clicks the button `label` (修改, 发布公示…) of `row` and answers the form titled `title`. */
export async function openRowForm(row: HTMLElement, label: string, title: string) {
  fireEvent.click(within(row).getByRole('button', { name: spaced(label) }));
  return screen.findByRole('form', { name: title });
}

/** Clicks 新增 and answers the form titled `title`. */
export async function openAddForm(title: string) {
  fireEvent.click(screen.getByRole('button', { name: spaced('新增') }));
  return screen.findByRole('form', { name: title });
}

/** Waits until the field labelled `label` of `form` holds `value` (the record has loaded). */
export const waitForField = (form: HTMLElement, label: string, value: string) =>
  waitFor(() => expect(within(form).getByLabelText(label)).toHaveProperty('value', value), {
    timeout: 10_000,
  });

/** Types `value` into the field labelled `label` of `form`. */
export const typeInto = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

/** Clicks 确定 of the open form. */
export const confirmForm = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

/** Confirms the open form and answers the body of the one call it makes to `route`. */
export function submitForm(api: Pick<ApiServer, 'callsTo'>, route: string) {
  confirmForm();
  return bodyOfOnlyCall(api, route);
}

/** Waits for the 系统提示 box, checks it asks `question` and answers it (still unanswered). */
export async function findPrompt(question: string) {
  const dialog = await screen.findByRole('dialog', { name: '系统提示' });
  expect(within(dialog).getByText(question)).toBeTruthy();
  return dialog;
}

/** Clicks 确定 in the 系统提示 box asking `question`. */
export async function confirmPrompt(question: string) {
  fireEvent.click(within(await findPrompt(question)).getByRole('button', { name: /确\s*定/ }));
}

/**
 * Types `value` into the search field with `placeholder`, searches, and waits for a call to
 * `route` sending it as `param`.
 */
export async function searchFor(
  api: Pick<ApiServer, 'callsTo'>,
  route: string,
  { placeholder, param, value }: { placeholder: string; param: string; value: string },
) {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: /^搜\s*索$/ }));
  await waitFor(() => expect(api.callsTo(route).some((c) => c.query.get(param) === value)).toBe(true));
}

/** Checks that the query `query` holds each parameter of `expected`. */
export function expectParams(query: URLSearchParams, expected: Record<string, string>) {
  for (const [param, value] of Object.entries(expected)) expect(query.get(param), param).toBe(value);
}

/** Checks that the list at `route` was first asked for page 1, 20 rows a page. */
export const expectFirstPage = (api: Pick<ApiServer, 'callsTo'>, route: string) =>
  expectParams(api.callsTo(route)[0].query, { pageNum: '1', pageSize: '20' });

/** Waits until the last call to `route` asks for each parameter of `expected`. */
export const waitForLastQuery = (
  api: Pick<ApiServer, 'callsTo'>,
  route: string,
  expected: Record<string, string>,
) => waitFor(() => expectParams(api.callsTo(route).at(-1)!.query, expected));

/** Checks that `scope` (the whole page by default) shows none of the buttons `labels`. */
export function expectNoButtons(labels: string[], scope: HTMLElement = document.body) {
  for (const label of labels) {
    expect(within(scope).queryByRole('button', { name: spaced(label) }), label).toBeNull();
  }
}

/**
 * Clicks the import button `label`, drops `fileName` into the upload dialog (found by the text
 * `dialogText`), sees it listed and confirms; answers the dialog.
 */
export async function importFile(label: string, dialogText: string, fileName: string) {
  fireEvent.click(screen.getByRole('button', { name: spaced(label) }));
  const dialog = (await screen.findByText(dialogText)).closest<HTMLElement>('[role=dialog]')!;
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['xlsx'], fileName)] } });
  expect(await within(dialog).findByText(fileName)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  return dialog;
}

/** The audit columns every admin table row carries, as of a record created at `createTime`. */
export const auditFields = (createTime: string) => ({
  createBy: 'admin',
  createTime,
  updateBy: '',
  updateTime: null,
  remark: '',
});
