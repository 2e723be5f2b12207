import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { ApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';

// Steps of a review queue as the UI tests of its pages take them, and the records' shared parts.

/** antd spaces a two-character label (通 过): a name that matches `label` with or without. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

/** Clicks 详情(/审核) on the row showing `rowText` (once listed); answers the drawer titled `title`. */
export async function openReview(rowText: string, title: string): Promise<HTMLElement> {
  const row = (await screen.findByText(rowText, {}, { timeout: 60_000 })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /详情/ }));
  // antd labels the drawer with an id jsdom's test build leaves out: found by its title.
  return (await screen.findByText(title)).closest<HTMLElement>('[role=dialog]')!;
}

/** Shows the queue `page` to staff holding `permissions` (all by default); opens a drawer as openReview. */
export function openPageReview(page: ReactElement, rowText: string, title: string, permissions?: string[]) {
  loginAs(permissions);
  renderPage(page);
  return openReview(rowText, title);
}

/** Takes the decision `label` in `drawer`, typing `comment` when given, and confirms; answers its form. */
export async function decide(drawer: HTMLElement, label: string, comment?: string): Promise<HTMLElement> {
  fireEvent.click(await within(drawer).findByRole('button', { name: spaced(label) }));
  const form = await screen.findByRole('form', { name: label });
  if (comment !== undefined) {
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: comment } });
  }
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  return form;
}

/**
 * Takes the decision `label` with no comment, sees its form ask for one (`ask`) and send nothing to
 * `route`, then types `comment` into the field labelled `field` and confirms.
 */
export async function decideWhenAsked(
  api: ApiServer,
  route: string,
  drawer: HTMLElement,
  label: string,
  { ask, field, comment }: { ask: string; field: string; comment: string },
) {
  const form = await decide(drawer, label);
  expect(await within(form).findByText(ask)).toBeTruthy();
  expect(api.callsTo(route)).toHaveLength(0);
  fireEvent.change(within(form).getByLabelText(field), { target: { value: comment } });
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
}

/** The decision buttons `drawer` shows. */
export const hasDecision = (drawer: HTMLElement, label: string) =>
  within(drawer).queryByRole('button', { name: spaced(label) }) !== null;

/** A private image attachment, served by the stand-in as `GET /workflow/attachment/<id>`. */
export function privateImage(api: ApiServer, attachmentId: number, originalName: string) {
  api.on(`GET /workflow/attachment/${attachmentId}`, { body: 'PNG!', contentType: 'image/png' });
  URL.createObjectURL = () => `blob:${originalName}`;
  URL.revokeObjectURL = () => undefined;
  return {
    attachmentId,
    originalName,
    fileType: 'png',
    fileSize: 4,
    createTime: '2026-11-20 09:00:00',
    url: `/prod-api/workflow/attachment/${attachmentId}`,
  };
}

export const trailEntry = (actionLabel: string, fromLabel: string, toLabel: string, extra = {}) => ({
  from: fromLabel ? '0' : null,
  fromLabel,
  to: '0',
  toLabel,
  action: 'submit',
  actionLabel,
  actorName: '张三',
  comment: '',
  time: '2026-11-20 09:30:00',
  ...extra,
});
