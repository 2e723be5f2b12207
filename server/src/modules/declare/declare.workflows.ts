import { defineWorkflow, REVIEW_STATES, reviewActions } from '../workflow/workflow.js';

// A declaration's life in the review workflow (DESIGN.md §4b); its state labels are the values of
// the dictionary declare_status. An award call's approved declarations are then announced (公示).

export const DECLARE_KIND = 'declare_apply';

export const declareFlow = defineWorkflow({
  kind: DECLARE_KIND,
  states: { ...REVIEW_STATES, '3': '已通过' },
  actions: reviewActions('提交申报', { permission: 'declare:apply:audit' }, '3'),
  readPermission: 'declare:apply:query',
  missing: '申报不存在',
});
export type DeclareState = keyof typeof declareFlow.states;
