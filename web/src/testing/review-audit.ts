import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { decide, decideWhenAsked, openPageReview } from '@/admin/review-queue/review-testing';
import { type ApiServer, bodyOfOnlyCall } from './api-server';
import { searchFor } from './crud-page';

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
 * the drawer `drawerTitle`, and the decisions on `record`.
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
  return {
    ...auditOf(api, `PUT ${base}/audit`, record),
    /** Shows the queue to staff holding `permissions` (all by default) and opens the record. */
    open: (permissions?: string[]) => openPageReview(page, rowText, drawerTitle, permissions),
    /** Searches the queue for `value` typed into the keyword field (found by its `placeholder`). */
    searchFor: (placeholder: string, value: string) =>
      searchFor(api, `GET ${base}/list`, { placeholder, param: 'keyword', value }),
  };
}
