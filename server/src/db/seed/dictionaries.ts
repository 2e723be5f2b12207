import type { Insertable } from 'kysely';
import type { SysDictDataTable, SysDictTypeTable } from '../../modules/system/system.table.js';

/**
 * Dictionaries: RuoYi-Vue's built-in ones (same ids, labels, values and styles as its ry_*.sql),
 * then the site's own (article status, article-type kind).
 */

const CREATED = '2026-11-23 00:00:00';

export function dictType(
  dictId: number,
  dictName: string,
  dictType: string,
  remark: string,
): Insertable<SysDictTypeTable> {
  return { dictId, dictName, dictType, status: '0', createBy: 'admin', createTime: CREATED, remark };
}

export const dictTypes: Insertable<SysDictTypeTable>[] = [
  dictType(1, '用户性别', 'sys_user_sex', '用户性别列表'),
  dictType(2, '菜单状态', 'sys_show_hide', '菜单状态列表'),
  dictType(3, '系统开关', 'sys_normal_disable', '系统开关列表'),
  dictType(4, '任务状态', 'sys_job_status', '任务状态列表'),
  dictType(5, '任务分组', 'sys_job_group', '任务分组列表'),
  dictType(6, '系统是否', 'sys_yes_no', '系统是否列表'),
  dictType(7, '通知类型', 'sys_notice_type', '通知类型列表'),
  dictType(8, '通知状态', 'sys_notice_status', '通知状态列表'),
  dictType(9, '操作类型', 'sys_oper_type', '操作类型列表'),
  dictType(10, '系统状态', 'sys_common_status', '登录状态列表'),
  dictType(11, '文章状态', 'bll_article_status', '文章发布状态列表'),
  dictType(12, '分类类型', 'bll_type', '文章分类（前台菜单）类型列表'),
  // Membership (ids 30–39): the values are the workflow's states (member.workflows.ts).
  dictType(30, '申请状态', 'biz_apply_status', '入会申请等业务申请的审核状态'),
  dictType(31, '缴费状态', 'biz_pay_status', '会费等缴费记录的确认状态'),
  dictType(32, '会员状态', 'member_status', '会籍状态列表'),
  dictType(33, '会员类型', 'member_kind', '个人会员与单位会员'),
];

function data(
  dictCode: number,
  dictSort: number,
  dictLabel: string,
  dictValue: string,
  dictType: string,
  listClass: string,
  isDefault: 'Y' | 'N',
  remark: string,
): Insertable<SysDictDataTable> {
  return {
    dictCode,
    dictSort,
    dictLabel,
    dictValue,
    dictType,
    cssClass: '',
    listClass,
    isDefault,
    status: '0',
    createBy: 'admin',
    createTime: CREATED,
    remark,
  };
}

export const dictData: Insertable<SysDictDataTable>[] = [
  data(1, 1, '男', '0', 'sys_user_sex', '', 'Y', '性别男'),
  data(2, 2, '女', '1', 'sys_user_sex', '', 'N', '性别女'),
  data(3, 3, '未知', '2', 'sys_user_sex', '', 'N', '性别未知'),
  data(4, 1, '显示', '0', 'sys_show_hide', 'primary', 'Y', '显示菜单'),
  data(5, 2, '隐藏', '1', 'sys_show_hide', 'danger', 'N', '隐藏菜单'),
  data(6, 1, '正常', '0', 'sys_normal_disable', 'primary', 'Y', '正常状态'),
  data(7, 2, '停用', '1', 'sys_normal_disable', 'danger', 'N', '停用状态'),
  data(8, 1, '正常', '0', 'sys_job_status', 'primary', 'Y', '正常状态'),
  data(9, 2, '暂停', '1', 'sys_job_status', 'danger', 'N', '停用状态'),
  data(10, 1, '默认', 'DEFAULT', 'sys_job_group', '', 'Y', '默认分组'),
  data(11, 2, '系统', 'SYSTEM', 'sys_job_group', '', 'N', '系统分组'),
  data(12, 1, '是', 'Y', 'sys_yes_no', 'primary', 'Y', '系统默认是'),
  data(13, 2, '否', 'N', 'sys_yes_no', 'danger', 'N', '系统默认否'),
  data(14, 1, '通知', '1', 'sys_notice_type', 'warning', 'Y', '通知'),
  data(15, 2, '公告', '2', 'sys_notice_type', 'success', 'N', '公告'),
  data(16, 1, '正常', '0', 'sys_notice_status', 'primary', 'Y', '正常状态'),
  data(17, 2, '关闭', '1', 'sys_notice_status', 'danger', 'N', '关闭状态'),
  data(18, 99, '其他', '0', 'sys_oper_type', 'info', 'N', '其他操作'),
  data(19, 1, '新增', '1', 'sys_oper_type', 'info', 'N', '新增操作'),
  data(20, 2, '修改', '2', 'sys_oper_type', 'info', 'N', '修改操作'),
  data(21, 3, '删除', '3', 'sys_oper_type', 'danger', 'N', '删除操作'),
  data(22, 4, '授权', '4', 'sys_oper_type', 'primary', 'N', '授权操作'),
  data(23, 5, '导出', '5', 'sys_oper_type', 'warning', 'N', '导出操作'),
  data(24, 6, '导入', '6', 'sys_oper_type', 'warning', 'N', '导入操作'),
  data(25, 7, '强退', '7', 'sys_oper_type', 'danger', 'N', '强退操作'),
  data(26, 8, '生成代码', '8', 'sys_oper_type', 'warning', 'N', '生成操作'),
  data(27, 9, '清空数据', '9', 'sys_oper_type', 'danger', 'N', '清空操作'),
  data(28, 1, '成功', '0', 'sys_common_status', 'primary', 'N', '正常状态'),
  data(29, 2, '失败', '1', 'sys_common_status', 'danger', 'N', '停用状态'),
  // Site dictionaries.
  data(30, 1, '已发布', '0', 'bll_article_status', 'success', 'N', '前台可见'),
  data(31, 2, '草稿', '1', 'bll_article_status', 'info', 'Y', '仅后台可见'),
  data(32, 1, '列表页', '1', 'bll_type', 'primary', 'Y', '带页签的文章列表'),
  data(33, 2, '分类页', '2', 'bll_type', 'success', 'N', '文章分类'),
  data(34, 3, '栏目列表', '3', 'bll_type', 'info', 'N', '栏目列表'),
  data(35, 4, '链接', '4', 'bll_type', 'warning', 'N', '跳转到分类值中的地址'),
  // Membership dictionaries (codes 300–399).
  data(300, 1, '待审核', '0', 'biz_apply_status', 'warning', 'Y', '已提交，等待工作人员审核'),
  data(301, 2, '待补充', '1', 'biz_apply_status', 'info', 'N', '需申请人补充材料后重新提交'),
  data(302, 3, '已驳回', '2', 'biz_apply_status', 'danger', 'N', '未通过审核'),
  data(303, 4, '待缴费', '3', 'biz_apply_status', 'primary', 'N', '审核通过，等待缴费'),
  data(304, 5, '待确认', '4', 'biz_apply_status', 'warning', 'N', '已提交缴费，等待确认'),
  data(305, 6, '已完成', '5', 'biz_apply_status', 'success', 'N', '已完成'),
  data(310, 1, '待确认', '0', 'biz_pay_status', 'warning', 'Y', '等待工作人员确认到账'),
  data(311, 2, '已确认', '1', 'biz_pay_status', 'success', 'N', '已确认到账'),
  data(312, 3, '已退回', '2', 'biz_pay_status', 'danger', 'N', '未能确认，需重新提交'),
  data(320, 1, '正常', '0', 'member_status', 'success', 'Y', '会籍有效'),
  data(321, 2, '暂停', '1', 'member_status', 'warning', 'N', '会籍被暂停'),
  data(322, 3, '已失效', '2', 'member_status', 'info', 'N', '到期未续费'),
  data(330, 1, '个人会员', 'personal', 'member_kind', 'primary', 'Y', '个人会员'),
  data(331, 2, '单位会员', 'org', 'member_kind', 'success', 'N', '会员单位'),
];

type DictItem = [label: string, value: string, listClass: string];

/** A business dictionary: its type row and its entry rows. */
export interface Dictionary {
  type: Insertable<SysDictTypeTable>;
  entries: Insertable<SysDictDataTable>[];
}

/**
 * A business dictionary with its [label, value, listClass] entries in order: entry codes count up
 * from ten times the dictionary's id, and the first entry is the default.
 */
export function dictionary(
  dictId: number,
  dictName: string,
  type: string,
  remark: string,
  items: DictItem[],
): Dictionary {
  return {
    type: dictType(dictId, dictName, type, remark),
    entries: items.map(([label, value, listClass], i) =>
      data(dictId * 10 + i, i + 1, label, value, type, listClass, i === 0 ? 'Y' : 'N', ''),
    ),
  };
}

/** The tags of the review states every application shares (the workflows' REVIEW_STATES). */
const REVIEW_TAGS: Record<string, string> = { '0': 'warning', '1': 'warning', '2': 'danger' };

/**
 * The dictionary of a workflow's states: each entry's label is the state's label in the workflow
 * (so the two cannot drift apart). The review states every application shares ('0'–'2') come
 * first with their usual tags; `tags` gives the list class of each other state, in order.
 */
export function stateDictionary<State extends string>(
  dictId: number,
  dictName: string,
  type: string,
  remark: string,
  states: Record<State, string>,
  tags: Record<Exclude<State, '0' | '1' | '2'>, string>,
): Dictionary {
  const review = Object.entries(REVIEW_TAGS).filter(([state]) => state in states);
  const items = [...review, ...Object.entries(tags as Record<string, string>)].map(
    ([state, listClass]): DictItem => [states[state as State], state, listClass],
  );
  return dictionary(dictId, dictName, type, remark, items);
}

/**
 * The status dictionary of a thing staff publish (活动, 申报通知 …): draft, published, then `ended`,
 * remarked "<thing>的草稿、发布与关闭" (or 取消).
 */
export function publicationDictionary(
  dictId: number,
  dictName: string,
  type: string,
  thing: string,
  ended: '已关闭' | '已取消',
): Dictionary {
  return dictionary(dictId, dictName, type, `${thing}的草稿、发布与${ended.slice(1)}`, [
    ['草稿', '0', 'info'],
    ['已发布', '1', 'success'],
    [ended, '2', 'danger'],
  ]);
}
