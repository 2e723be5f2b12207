import { Type } from '@fastify/type-provider-typebox';
import { DateRangeQuery, IdList, PageQuery, YesNo } from '../../http/schemas.js';

const ConfigFields = {
  configName: Type.String({ title: '参数名称', minLength: 1, maxLength: 100 }),
  configKey: Type.String({ title: '参数键名', minLength: 1, maxLength: 100 }),
  configValue: Type.String({ title: '参数键值', minLength: 1, maxLength: 500 }),
  configType: Type.Optional(YesNo('系统内置')),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};

export const ConfigBody = Type.Object(ConfigFields);
export const ConfigUpdateBody = Type.Object({
  configId: Type.Integer({ title: '参数主键', minimum: 1 }),
  ...ConfigFields,
});

export const ConfigFilter = {
  configName: Type.Optional(Type.String({ title: '参数名称', maxLength: 100 })),
  configKey: Type.Optional(Type.String({ title: '参数键名', maxLength: 100 })),
  configType: Type.Optional(Type.Union([YesNo('系统内置'), Type.Literal('')], { title: '系统内置' })),
  ...DateRangeQuery,
};
export const ConfigListQuery = Type.Object({ ...PageQuery, ...ConfigFilter });
export const ConfigExportQuery = Type.Object(ConfigFilter);

export const ConfigIdParams = Type.Object({ configId: Type.Integer({ title: '参数主键', minimum: 1 }) });
export const ConfigIdsParams = Type.Object({ configIds: IdList('参数主键') });
export const ConfigKeyParams = Type.Object({
  configKey: Type.String({ title: '参数键名', minLength: 1, maxLength: 100 }),
});
