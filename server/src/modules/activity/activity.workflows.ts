import { defineWorkflow } from '../workflow/workflow.js';

// A sign-up's life in the review workflow (DESIGN.md §4b). The state labels are the values of the
// dictionary activity_sign_status. A sign-up starts registered, pending approval, waitlisted or,
// for a paid event, unpaid: it holds a seat while the participant sends the bank transfer's voucher
// (a private attachment of the sign-up) and until staff confirm the fee, or it is cancelled.

export const SIGN_KIND = 'activity_sign';

const AUDIT = { permission: 'activity:sign:audit' };
const EDIT = { permission: 'activity:sign:edit' };
const CHECKIN = { permission: 'activity:sign:checkin' };

export const signFlow = defineWorkflow({
  kind: SIGN_KIND,
  states: {
    pending: '待审核',
    unpaid: '待缴费',
    registered: '已报名',
    waitlisted: '候补中',
    cancelled: '已取消',
    rejected: '已驳回',
    attended: '已签到',
    noshow: '未到场',
  },
  actions: {
    register: { label: '报名', from: [], to: 'registered', by: 'owner' },
    request: { label: '提交报名', from: [], to: 'pending', by: 'owner' },
    queue: { label: '候补报名', from: [], to: 'waitlisted', by: 'owner' },
    reserve: { label: '报名（待缴费）', from: [], to: 'unpaid', by: 'owner' },
    approve: { label: '审核通过', from: ['pending'], to: 'registered', by: AUDIT },
    // Approved while the event is full: the sign-up joins the waiting list.
    approveToWait: { label: '审核通过', from: ['pending'], to: 'waitlisted', by: AUDIT },
    approveToPay: { label: '审核通过', from: ['pending'], to: 'unpaid', by: AUDIT },
    reject: { label: '驳回', from: ['pending'], to: 'rejected', by: AUDIT, commentRequired: true },
    // The voucher of the transfer (again, if staff asked for a better one): the state stays.
    pay: { label: '提交缴费凭证', from: ['unpaid'], to: 'unpaid', by: 'owner' },
    confirmPayment: { label: '确认缴费', from: ['unpaid'], to: 'registered', by: AUDIT },
    // A freed seat goes to the first in line (recorded with the system as actor).
    promote: { label: '候补转正', from: ['waitlisted'], to: 'registered', by: AUDIT },
    promoteToPay: { label: '候补转正', from: ['waitlisted'], to: 'unpaid', by: AUDIT },
    cancel: {
      label: '取消报名',
      from: ['pending', 'unpaid', 'registered', 'waitlisted'],
      to: 'cancelled',
      by: 'owner',
    },
    revoke: {
      label: '取消报名',
      from: ['pending', 'unpaid', 'registered', 'waitlisted'],
      to: 'cancelled',
      by: EDIT,
      commentRequired: true,
    },
    checkin: { label: '签到', from: ['registered'], to: 'attended', by: CHECKIN },
    markAttended: { label: '标记到场', from: ['registered', 'noshow'], to: 'attended', by: EDIT },
    markNoShow: { label: '标记未到场', from: ['registered', 'attended'], to: 'noshow', by: EDIT },
  },
  readPermission: 'activity:sign:query',
  missing: '报名记录不存在',
});
export type SignState = keyof typeof signFlow.states;
export type SignAction = keyof typeof signFlow.actions;

/** States that hold a seat. */
export const SEAT_STATES: SignState[] = ['unpaid', 'registered', 'attended', 'noshow'];
/** States of a sign-up that still counts (one per person and event). */
export const ACTIVE_STATES: SignState[] = ['pending', 'waitlisted', ...SEAT_STATES];
/** States whose ticket is valid (the e-ticket page and .ics). */
export const TICKET_STATES: SignState[] = ['registered', 'attended'];
