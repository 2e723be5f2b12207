import type {
  SysCaptchaTable,
  SysSessionTable,
  SysSmsCodeTable,
  SysSmsLogTable,
} from '../modules/auth/auth.table.js';
import type { SysFileTable, SysUploadTable } from '../modules/common/common.table.js';
import type {
  SysJobFireTable,
  SysJobLogTable,
  SysJobTable,
  SysLogininforTable,
  SysOperLogTable,
} from '../modules/monitor/monitor.table.js';
import type {
  BllArticleTable,
  BllArticleTextTable,
  BllArticleTypeTable,
  BllLinksTable,
} from '../modules/content/content.table.js';
import type {
  SysConfigTable,
  SysDictDataTable,
  SysDictTypeTable,
  SysMenuTable,
  SysRoleMenuTable,
  SysRoleTable,
  SysUserRoleTable,
  SysUserTable,
} from '../modules/system/system.table.js';
import type { SysNoticeReadTable, SysNoticeTable } from '../modules/system/notice.table.js';
import type {
  MemberApplyTable,
  MemberLevelTable,
  MemberPaymentTable,
  MemberVipTable,
} from '../modules/member/member.table.js';
import type {
  BizAttachmentTable,
  BizCertificateTable,
  BizSequenceTable,
  BizTrailTable,
} from '../modules/workflow/workflow.table.js';
import type { EvaluateApplyTable, EvaluateProgramTable } from '../modules/evaluate/evaluate.table.js';
import type { DeclareApplyTable, DeclareCallTable } from '../modules/declare/declare.table.js';
import type { ActivityEventTable, ActivitySignTable } from '../modules/activity/activity.table.js';
import type { GenTableColumnTable, GenTableTable } from '../modules/tool/gen.table.js';

/** Every table, in camelCase (CamelCasePlugin maps to the snake_case columns). */
export interface Database {
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysMenu: SysMenuTable;
  sysUserRole: SysUserRoleTable;
  sysRoleMenu: SysRoleMenuTable;
  sysDictType: SysDictTypeTable;
  sysDictData: SysDictDataTable;
  sysConfig: SysConfigTable;
  sysNotice: SysNoticeTable;
  sysNoticeRead: SysNoticeReadTable;
  sysSession: SysSessionTable;
  sysSmsCode: SysSmsCodeTable;
  sysSmsLog: SysSmsLogTable;
  sysCaptcha: SysCaptchaTable;
  sysLogininfor: SysLogininforTable;
  sysOperLog: SysOperLogTable;
  sysJob: SysJobTable;
  sysJobLog: SysJobLogTable;
  sysJobFire: SysJobFireTable;
  bllArticleType: BllArticleTypeTable;
  bllArticle: BllArticleTable;
  bllArticleText: BllArticleTextTable;
  bllLinks: BllLinksTable;
  sysFile: SysFileTable;
  sysUpload: SysUploadTable;
  bizTrail: BizTrailTable;
  bizAttachment: BizAttachmentTable;
  bizSequence: BizSequenceTable;
  bizCertificate: BizCertificateTable;
  memberLevel: MemberLevelTable;
  memberApply: MemberApplyTable;
  memberPayment: MemberPaymentTable;
  memberVip: MemberVipTable;
  activityEvent: ActivityEventTable;
  activitySign: ActivitySignTable;
  evaluateProgram: EvaluateProgramTable;
  evaluateApply: EvaluateApplyTable;
  declareCall: DeclareCallTable;
  declareApply: DeclareApplyTable;
  genTable: GenTableTable;
  genTableColumn: GenTableColumnTable;
}
