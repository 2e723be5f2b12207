import { expect } from 'vitest';
import { decide, decideWhenAsked } from '@/admin/review-queue/review-testing';
import { type ApiServer, bodyOfOnlyCall } from './api-server';

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
     * Takes the decision `label`, sees it ask for a comment (`ask`) before sending anything, gives
     * it in `field`, and checks it reaches the server as `action`.
     */
    async decideWhenAsked(
      drawer: HTMLElement,
      label: string,
      action: string,
      asked: { ask: string; field: string; comment: string },
    ) {
      await decideWhenAsked(api, route, drawer, label, asked);
      await expectSent(action, asked.comment);
    },
  };
}
