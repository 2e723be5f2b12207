import { trailEntry } from '@/testing/workflow-fixtures';
import type { Announcement, CallCard, CallDetail, DeclarationView } from '../api/declare';

// Calls, declarations and announcements as the server sends them, for the declaration and
// merit-rating pages' tests.

export const card = (callId: number, extra: Partial<CallCard> = {}): CallCard => ({
  callId,
  title: `申报通知 ${callId}`,
  titleEs: '',
  kind: 'award',
  startTime: '2026-01-01 09:00:00',
  endTime: '2099-12-31 17:00:00',
  requiredFiles: '',
  memberOnly: false,
  status: '1',
  open: true,
  publishTime: null,
  publicityEnd: null,
  ...extra,
});

export const detail = (callId: number, extra: Partial<CallDetail> = {}): CallDetail => ({
  ...card(callId),
  content: '<p>申报截止后，协会将组织专家评审。</p>',
  contentEs: '',
  mine: null,
  canDeclare: true,
  ...extra,
});

export const declaration = (declareId: number, extra: Partial<DeclarationView> = {}): DeclarationView => ({
  declareId,
  callId: 3,
  callTitle: '2026 年度优秀文化创意项目评选',
  callTitleEs: '2026 Outstanding Creative Projects',
  kind: 'award',
  userId: 7,
  phone: '138****8000',
  title: '城市记忆数字博物馆',
  applicantName: '文化传媒有限公司',
  contactName: '王小明',
  contactPhone: '13800138000',
  summary: '以数字化方式保存老城区的建筑与口述历史。',
  status: '0',
  statusLabel: '待审核',
  comment: '',
  announced: false,
  nextAction: 'wait',
  attachments: [],
  trail: [trailEntry('0', '待审核', '提交申报', '王小明')],
  createTime: '2026-11-18 09:30:00',
  updateTime: null,
  ...extra,
});

export const announcement = (callId: number, extra: Partial<Announcement> = {}): Announcement => ({
  callId,
  title: `评优公示 ${callId}`,
  titleEs: '',
  publishTime: '2026-11-20 10:00:00',
  publicityEnd: '2026-11-27 10:00:00',
  winners: [],
  ...extra,
});
