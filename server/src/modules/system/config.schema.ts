import { type Static, Type } from 'typebox';
import { AuditFields, DateRangeQuery, Text, YesNo } from '../../http/schemas.js';
import { Remark, SearchText, filterQueries, writeBodies, rowReplies } from '../../http/resource.schema.js';

// RuoYi's parameter settings (`/system/config`).

const ConfigName = Text('参数名称', 100, { min: 1 });
const ConfigKey = Text('参数键名', 100, { min: 1 });

export const { add: ConfigBody, edit: ConfigUpdateBody } = writeBodies('configId', '参数主键', {
  configName: ConfigName,
  configKey: ConfigKey,
  configValue: Text('参数键值', 500, { min: 1 }),
  configType: Type.Optional(YesNo('系统内置')),
  remark: Remark,
});
export type ConfigBody = Static<typeof ConfigBody>;
export type ConfigUpdateBody = Static<typeof ConfigUpdateBody>;

export const { list: ConfigListQuery, export: ConfigExportQuery } = filterQueries({
  configName: SearchText(ConfigName),
  configKey: SearchText(ConfigKey),
  configType: Type.Optional(Type.Union([YesNo('系统内置'), Type.Literal('')], { title: '系统内置' })),
  ...DateRangeQuery,
});
export type ConfigFilter = Static<typeof ConfigExportQuery>;

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

export const { table: ConfigTable, one: ConfigDetail } = rowReplies(ConfigRow);
