import { ok } from '@/testing/api-server';
import { privateFile, trailEntry } from '@/testing/workflow-fixtures';
import type { ApplicationView, CertificateView, ProgramCard } from '../api/evaluate';

// Programmes, applications and certificates as the server sends them, for the evaluation pages'
// tests.

export const payTo = { accountName: '文化产业协会', bankName: '中国银行北京分行', account: '1100 2233 4455' };

export const program = (programId: number, extra: Partial<ProgramCard> = {}): ProgramCard => ({
  programId,
  name: `评价项目 ${programId}`,
  nameEs: '',
  levels: ['初级', '中级', '高级'],
  requirements: '',
  requirementsEs: '',
  fee: 0,
  applyStart: '2026-01-01 09:00:00',
  applyEnd: '2099-12-01 17:00:00',
  examDate: '2099-12-20',
  validYears: 3,
  status: '1',
  open: true,
  ...extra,
});

export const certificate = (extra: Partial<CertificateView> = {}): CertificateView => ({
  certId: 5,
  certNo: 'PJ2026000005',
  kind: 'evaluation',
  holderName: '王小明',
  title: '文化产业经纪人能力评价',
  titleEs: 'Cultural Agent Evaluation',
  level: '中级',
  hours: 0,
  issueDate: '2026-12-28',
  validTo: '2029-12-27',
  status: '0',
  revokeReason: '',
  revokeTime: null,
  issuer: '文化产业协会',
  verifyUrl: 'https://xiehui.example/evaluate/verify?certNo=PJ2026000005',
  ...extra,
});

export const application = (extra: Partial<ApplicationView> = {}): ApplicationView => ({
  applyId: 31,
  programId: 1,
  programName: '文化产业经纪人能力评价',
  programNameEs: '',
  examDate: '2099-12-20',
  fee: 0,
  userId: 7,
  phone: '138****8000',
  level: '中级',
  realName: '王小明',
  employer: '文化传媒有限公司',
  position: '项目经理',
  education: '本科',
  major: '文化产业管理',
  experience: '从事演出经纪工作五年。',
  status: '0',
  statusLabel: '待审核',
  comment: '',
  score: null,
  resultComment: '',
  nextAction: 'wait',
  certificate: null,
  attachments: [],
  voucher: null,
  trail: [trailEntry('0', '待审核', '提交申请', '王小明')],
  createTime: '2026-11-20 10:00:00',
  updateTime: null,
  ...extra,
});

/** POST /workflow/attachment's answer for an upload. */
export const uploaded = (attachmentId: number, originalName: string) =>
  ok({ data: privateFile(attachmentId, originalName) });
