import { defineWorkflow } from '../workflow/workflow.js';

// An evaluation application's life in the review workflow (DESIGN.md §4b); its state labels are
// the values of the dictionary evaluate_apply_status. After review the applicant sits the exam;
// staff record the result, and a pass issues the certificate.

export const EVALUATE_KIND = 'evaluate_apply';

const AUDIT = { permission: 'evaluate:apply:audit' };
const RESULT = { permission: 'evaluate:apply:result' };

export const evaluateFlow = defineWorkflow({
  kind: EVALUATE_KIND,
  states: {
    '0': '待审核',
    '1': '待补充',
    '2': '已驳回',
    '3': '待考试',
    '4': '未通过',
    '5': '已认证',
  },
  actions: {
    submit: { label: '提交申请', from: [], to: '0', by: 'owner' },
    resubmit: { label: '重新提交', from: ['1'], to: '0', by: 'owner' },
    approve: { label: '审核通过', from: ['0'], to: '3', by: AUDIT },
    supplement: { label: '要求补充', from: ['0'], to: '1', by: AUDIT, commentRequired: true },
    reject: { label: '驳回', from: ['0'], to: '2', by: AUDIT, commentRequired: true },
    pass: { label: '考试通过', from: ['3'], to: '5', by: RESULT },
    fail: { label: '考试未通过', from: ['3'], to: '4', by: RESULT },
  },
  readPermission: 'evaluate:apply:query',
});
export type EvaluateState = keyof typeof evaluateFlow.states;
