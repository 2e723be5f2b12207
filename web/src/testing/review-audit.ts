import { within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { decide, decideWhenAsked, hasDecision, openPageReview } from '@/admin/review-queue/review-testing';
import { type ApiServer, bodyOfOnlyCall, ok } from './api-server';
import { expectNoButtons, searchFor } from './crud-page';

// The audit call of a review queue as its pages' tests check it: each decision on the record under
// review sends `{ <record key>, action, comment }` to one route.

export function auditOf(api: ApiServer, route: string, record: Record<string, number>) {
  const expectSent = async (action: string, comment: string) =>
    expect(await bodyOfOnlyCall(api, route)).toEqual({ ...record, action, comment });
  return {
    /** Takes the decision `label` (typing `comment`, if any) and checks it reaches the server as `action`. */
    async decide(drawer: HTMLElement, label: string, action: string, comment?: string) {
      await decide(drawer, label, comment);
      await expectSent(action, comment ?? '');
    },
    /**
     * Takes the decision `label`, sees it ask for its comment (请填写<field>, as the decision form
     * words it) before sending anything, types `comment` in `field`, and checks it reaches the server
     * as `action`.
     */
    async decideWhenAsked(
      drawer: HTMLElement,
      label: string,
      action: string,
      { field, comment }: { field: string; comment: string },
    ) {
      await decideWhenAsked(api, route, drawer, label, { ask: `请填写${field}`, field, comment });
      await expectSent(action, comment);
    },
  };
}

/**
 * An application queue (`base` answering `GET <base>/list` searched by `keyword`, and `PUT
 * <base>/audit`) as its page's tests use it: the page, the record listed as `rowText` opened into
 * the drawer `drawerTitle`, the decisions on `record`, and the tests every queue passes.
 */
export function reviewQueueOf(
  api: ApiServer,
  {
    base,
    page,
    rowText,
    drawerTitle,
    record,
  }: {
    base: string;
    page: ReactElement;
    rowText: string;
    drawerTitle: string;
    record: Record<string, number>;
  },
) {
  const audit = auditOf(api, `PUT ${base}/audit`, record);
  /** The queue's permissions, as RuoYi names them from its address: /member/apply → member:apply:… */
  const permission = base.slice(1).replaceAll('/', ':');
  /** Shows the queue to staff holding `permissions` (all by default) and opens the record. */
  const open = (permissions?: string[]) => openPageReview(page, rowText, drawerTitle, permissions);
  return {
    ...audit,
    open,
    /** Searches the queue for `value` typed into the keyword field (found by its `placeholder`). */
    searchFor: (placeholder: string, value: string) =>
      searchFor(api, `GET ${base}/list`, { placeholder, param: 'keyword', value }),
    /** The test that the decision `label` asks for its comment (see auditOf), then goes out as `action`. */
    itAsksFirst: (label: string, action: string, asked: { field: string; comment: string }) =>
      it(`asks for ${asked.field} before ${label}`, async () => {
        api.on(`PUT ${base}/audit`, ok());
        await audit.decideWhenAsked(await open(), label, action, asked);
      }),
    /**
     * The test that staff holding only the list and query permissions see the record (`shows`, a
     * text of its drawer) but none of the `decisions`, nor 导出.
     */
    itLetsReadersOnlyLook: ({ shows, decisions }: { shows: string; decisions: string[] }) =>
      it(`lets a reader without ${permission}:audit look but not decide`, async () => {
        const drawer = await open([`${permission}:list`, `${permission}:query`]);
        await within(drawer).findByText(shows);
        for (const label of decisions) expect(hasDecision(drawer, label), label).toBe(false);
        expectNoButtons(['导出']);
      }),
  };
}
