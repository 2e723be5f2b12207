import { defineWorkflow, REVIEW_STATES, reviewActions } from '../workflow/workflow.js';

// Membership's three record kinds in the review workflow (DESIGN.md §4b). Their state labels are
// the values of the dictionaries biz_apply_status, biz_pay_status and member_status.

export const APPLY_KIND = 'member_apply';
export const PAYMENT_KIND = 'member_payment';
export const MEMBER_KIND = 'member_vip';

const APPLY_AUDIT = { permission: 'member:apply:audit' };
const PAYMENT_AUDIT = { permission: 'member:payment:audit' };
const VIP_EDIT = { permission: 'member:vip:edit' };

/** Applications (and renewal orders), from submission to membership. */
export const applyFlow = defineWorkflow({
  kind: APPLY_KIND,
  states: {
    ...REVIEW_STATES,
    '3': '待缴费',
    '4': '待确认',
    '5': '已完成',
  },
  actions: {
    ...reviewActions('提交申请', APPLY_AUDIT, '3'),
    // A level without a fee: approval makes the member at once.
    admit: { label: '审核通过', from: ['0'], to: '5', by: APPLY_AUDIT },
    renew: { label: '申请续费', from: [], to: '3', by: 'owner' },
    // An existing member brought in by staff from Excel: the record is done from the start.
    import: { label: '导入会员', from: [], to: '5', by: { permission: 'member:vip:import' } },
    pay: { label: '提交缴费', from: ['3'], to: '4', by: 'owner' },
    confirm: { label: '确认缴费', from: ['4'], to: '5', by: PAYMENT_AUDIT },
    refusePayment: { label: '退回缴费', from: ['4'], to: '3', by: PAYMENT_AUDIT, commentRequired: true },
  },
  readPermission: 'member:apply:query',
  missing: '申请不存在',
});
export type ApplyState = keyof typeof applyFlow.states;

/** A bank transfer, from submission to staff's decision. */
export const paymentFlow = defineWorkflow({
  kind: PAYMENT_KIND,
  states: { '0': '待确认', '1': '已确认', '2': '已退回' },
  actions: {
    submit: { label: '提交缴费', from: [], to: '0', by: 'owner' },
    confirm: { label: '确认缴费', from: ['0'], to: '1', by: PAYMENT_AUDIT },
    reject: { label: '退回缴费', from: ['0'], to: '2', by: PAYMENT_AUDIT, commentRequired: true },
  },
  readPermission: 'member:payment:query',
  missing: '缴费记录不存在',
});
export type PaymentState = keyof typeof paymentFlow.states;

/** A member's standing: suspended and restored by staff, lapsed by the daily job, renewed by paying. */
export const memberFlow = defineWorkflow({
  kind: MEMBER_KIND,
  states: { '0': '正常', '1': '暂停', '2': '已失效' },
  actions: {
    join: { label: '成为会员', from: [], to: '0', by: PAYMENT_AUDIT },
    import: { label: '导入会员', from: [], to: '0', by: { permission: 'member:vip:import' } },
    renew: { label: '续费', from: ['0', '2'], to: '0', by: PAYMENT_AUDIT },
    suspend: { label: '暂停会籍', from: ['0'], to: '1', by: VIP_EDIT, commentRequired: true },
    restore: { label: '恢复会籍', from: ['1'], to: '0', by: VIP_EDIT, commentRequired: true },
    lapse: { label: '会籍失效', from: ['0'], to: '2', by: { permission: 'monitor:job:edit' } },
  },
  readPermission: 'member:vip:query',
  missing: '会员不存在',
});
export type MemberState = keyof typeof memberFlow.states;
