import { defineWorkflow } from '../workflow/workflow.js';

// A declaration's life in the review workflow (DESIGN.md §4b); its state labels are the values of
// the dictionary declare_status. An award call's approved declarations are then announced (公示).

export const DECLARE_KIND = 'declare_apply';

const AUDIT = { permission: 'declare:apply:audit' };

export const declareFlow = defineWorkflow({
  kind: DECLARE_KIND,
  states: { '0': '待审核', '1': '待补充', '2': '已驳回', '3': '已通过' },
  actions: {
    submit: { label: '提交申报', from: [], to: '0', by: 'owner' },
    resubmit: { label: '重新提交', from: ['1'], to: '0', by: 'owner' },
    approve: { label: '审核通过', from: ['0'], to: '3', by: AUDIT },
    supplement: { label: '要求补充', from: ['0'], to: '1', by: AUDIT, commentRequired: true },
    reject: { label: '驳回', from: ['0'], to: '2', by: AUDIT, commentRequired: true },
  },
  readPermission: 'declare:apply:query',
});
export type DeclareState = keyof typeof declareFlow.states;
