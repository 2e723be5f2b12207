import { Type } from '@fastify/type-provider-typebox';
import { DateRangeQuery, IdList, PageQuery, Status, YesNo } from '../../http/schemas.js';

const DictTypeField = Type.String({
  title: '字典类型',
  minLength: 1,
  maxLength: 100,
  // RuoYi: 字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）
  pattern: '^[a-z][a-z0-9_]*$',
});

const TypeFields = {
  dictName: Type.String({ title: '字典名称', minLength: 1, maxLength: 100 }),
  dictType: DictTypeField,
  status: Type.Optional(Status()),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const DictTypeBody = Type.Object(TypeFields);
export const DictTypeUpdateBody = Type.Object({
  dictId: Type.Integer({ title: '字典主键', minimum: 1 }),
  ...TypeFields,
});

const OptionalStatus = Type.Optional(Type.Union([Status(), Type.Literal('')], { title: '状态' }));

export const DictTypeFilter = {
  dictName: Type.Optional(Type.String({ title: '字典名称', maxLength: 100 })),
  dictType: Type.Optional(Type.String({ title: '字典类型', maxLength: 100 })),
  status: OptionalStatus,
  ...DateRangeQuery,
};
export const DictTypeListQuery = Type.Object({ ...PageQuery, ...DictTypeFilter });
export const DictTypeExportQuery = Type.Object(DictTypeFilter);
export const DictIdParams = Type.Object({ dictId: Type.Integer({ title: '字典主键', minimum: 1 }) });
export const DictIdsParams = Type.Object({ dictIds: IdList('字典主键') });

const DataFields = {
  dictSort: Type.Optional(Type.Integer({ title: '字典排序', minimum: 0, maximum: 999999 })),
  dictLabel: Type.String({ title: '字典标签', minLength: 1, maxLength: 100 }),
  dictValue: Type.String({ title: '字典键值', minLength: 1, maxLength: 100 }),
  dictType: DictTypeField,
  cssClass: Type.Optional(Type.String({ title: '样式属性', maxLength: 100 })),
  listClass: Type.Optional(Type.String({ title: '回显样式', maxLength: 100 })),
  isDefault: Type.Optional(YesNo('是否默认')),
  status: Type.Optional(Status()),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const DictDataBody = Type.Object(DataFields);
export const DictDataUpdateBody = Type.Object({
  dictCode: Type.Integer({ title: '字典编码', minimum: 1 }),
  ...DataFields,
});

export const DictDataFilter = {
  dictType: Type.Optional(Type.String({ title: '字典类型', maxLength: 100 })),
  dictLabel: Type.Optional(Type.String({ title: '字典标签', maxLength: 100 })),
  status: OptionalStatus,
};
export const DictDataListQuery = Type.Object({ ...PageQuery, ...DictDataFilter });
export const DictDataExportQuery = Type.Object(DictDataFilter);
export const DictCodeParams = Type.Object({ dictCode: Type.Integer({ title: '字典编码', minimum: 1 }) });
export const DictCodesParams = Type.Object({ dictCodes: IdList('字典编码') });
export const DictTypeParams = Type.Object({
  dictType: Type.String({ title: '字典类型', minLength: 1, maxLength: 100 }),
});
