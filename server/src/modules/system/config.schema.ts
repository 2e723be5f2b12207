import { type Static, Type } from 'typebox';
import {
  AuditFields,
  DateRangeQuery,
  Id,
  OkData,
  PageQuery,
  TableOf,
  Text,
  YesNo,
} from '../../http/schemas.js';

// RuoYi's parameter settings (`/system/config`).

const ConfigKey = Text('参数键名', 100, { min: 1 });

const ConfigFields = {
  configName: Text('参数名称', 100, { min: 1 }),
  configKey: ConfigKey,
  configValue: Text('参数键值', 500, { min: 1 }),
  configType: Type.Optional(YesNo('系统内置')),
  remark: Type.Optional(Text('备注', 500)),
};

export const ConfigBody = Type.Object(ConfigFields);
export type ConfigBody = Static<typeof ConfigBody>;
export const ConfigUpdateBody = Type.Object({ configId: Id('参数主键'), ...ConfigFields });
export type ConfigUpdateBody = Static<typeof ConfigUpdateBody>;

const ConfigFilter = {
  configName: Type.Optional(Text('参数名称', 100)),
  configKey: Type.Optional(Text('参数键名', 100)),
  configType: Type.Optional(Type.Union([YesNo('系统内置'), Type.Literal('')], { title: '系统内置' })),
  ...DateRangeQuery,
};
export const ConfigListQuery = Type.Object({ ...PageQuery, ...ConfigFilter });
export type ConfigListQuery = Static<typeof ConfigListQuery>;
export const ConfigExportQuery = Type.Object(ConfigFilter);

export const ConfigKeyParams = Type.Object({ configKey: ConfigKey });

export const ConfigRow = Type.Object({
  configId: Type.Integer(),
  configName: Type.String(),
  configKey: Type.String(),
  configValue: Type.String(),
  /** 'Y' built in (cannot be deleted), 'N' added by staff. */
  configType: Type.String(),
  ...AuditFields,
});
export type ConfigRow = Static<typeof ConfigRow>;

export const ConfigTable = TableOf(ConfigRow);
export type ConfigTable = Static<typeof ConfigTable>;
export const ConfigDetail = OkData(ConfigRow);
export type ConfigDetail = Static<typeof ConfigDetail>;
