import { defineWorkflow, REVIEW_STATES, reviewActions } from '../workflow/workflow.js';

// An evaluation application's life in the review workflow (DESIGN.md §4b); its state labels are
// the values of the dictionary evaluate_apply_status. After review the applicant sits the exam;
// staff record the result, and a pass issues the certificate.

export const EVALUATE_KIND = 'evaluate_apply';

const RESULT = { permission: 'evaluate:apply:result' };

export const evaluateFlow = defineWorkflow({
  kind: EVALUATE_KIND,
  states: {
    ...REVIEW_STATES,
    '3': '待考试',
    '4': '未通过',
    '5': '已认证',
  },
  actions: {
    ...reviewActions('提交申请', { permission: 'evaluate:apply:audit' }, '3'),
    pass: { label: '考试通过', from: ['3'], to: '5', by: RESULT },
    fail: { label: '考试未通过', from: ['3'], to: '4', by: RESULT },
  },
  readPermission: 'evaluate:apply:query',
  missing: '申请不存在',
});
export type EvaluateState = keyof typeof evaluateFlow.states;
