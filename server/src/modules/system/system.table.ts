import type { Generated } from 'kysely';

/** RuoYi's audit columns, present on most system tables. */
export interface AuditColumns {
  createBy: Generated<string>;
  createTime: string | null;
  updateBy: Generated<string>;
  updateTime: string | null;
  remark: Generated<string>;
}

export interface SysUserTable extends AuditColumns {
  userId: Generated<number>;
  userName: string;
  nickName: string;
  /** '00' staff account, '01' registered on the public site. */
  userType: Generated<string>;
  email: Generated<string>;
  phonenumber: Generated<string>;
  sex: Generated<string>;
  avatar: Generated<string>;
  password: Generated<string>;
  status: Generated<string>;
  delFlag: Generated<string>;
  loginIp: Generated<string>;
  loginDate: string | null;
  pwdUpdateDate: string | null;
}

export interface SysRoleTable extends AuditColumns {
  roleId: Generated<number>;
  roleName: string;
  roleKey: string;
  roleSort: Generated<number>;
  dataScope: Generated<string>;
  menuCheckStrictly: Generated<number>;
  deptCheckStrictly: Generated<number>;
  status: Generated<string>;
  delFlag: Generated<string>;
}

export interface SysMenuTable extends AuditColumns {
  menuId: Generated<number>;
  menuName: string;
  parentId: Generated<number>;
  orderNum: Generated<number>;
  path: Generated<string>;
  component: string | null;
  query: string | null;
  routeName: Generated<string>;
  /** 0: an external link opened outside; 1: a route inside the shell. */
  isFrame: Generated<number>;
  /** 0: keep-alive the page; 1: do not cache. */
  isCache: Generated<number>;
  /** M directory, C menu (a page), F button (a permission only). */
  menuType: 'M' | 'C' | 'F';
  visible: Generated<string>;
  status: Generated<string>;
  perms: string | null;
  icon: Generated<string>;
}

export interface SysUserRoleTable {
  userId: number;
  roleId: number;
}

export interface SysRoleMenuTable {
  roleId: number;
  menuId: number;
}

export interface SysDictTypeTable extends AuditColumns {
  dictId: Generated<number>;
  dictName: Generated<string>;
  dictType: string;
  status: Generated<string>;
}

export interface SysDictDataTable extends AuditColumns {
  dictCode: Generated<number>;
  dictSort: Generated<number>;
  dictLabel: Generated<string>;
  dictValue: Generated<string>;
  dictType: Generated<string>;
  cssClass: Generated<string>;
  listClass: Generated<string>;
  isDefault: Generated<string>;
  status: Generated<string>;
}

export interface SysConfigTable extends AuditColumns {
  configId: Generated<number>;
  configName: Generated<string>;
  configKey: string;
  configValue: Generated<string>;
  /** 'Y' built in (cannot be deleted), 'N' added by staff. */
  configType: Generated<string>;
}
