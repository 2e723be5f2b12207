import { type Static, Type } from 'typebox';
import { Remark, SearchText, filterQueries, rowReplies, writeBodies } from '../../http/resource.schema.js';
import { AuditFields, DateRangeQuery, Status, StatusFilter, Text, YesNo } from '../../http/schemas.js';

// RuoYi's dictionaries: types (`/system/dict/type`) and their data (`/system/dict/data`).

// RuoYi: 字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）
const DictTypeField = Text('字典类型', 100, { min: 1, pattern: '^[a-z][a-z0-9_]*$' });
const DictName = Text('字典名称', 100, { min: 1 });
const DictLabel = Text('字典标签', 100, { min: 1 });

export const { add: DictTypeBody, edit: DictTypeUpdateBody } = writeBodies('dictId', '字典主键', {
  dictName: DictName,
  dictType: DictTypeField,
  status: Type.Optional(Status()),
  remark: Remark,
});
export type DictTypeBody = Static<typeof DictTypeBody>;
export type DictTypeUpdateBody = Static<typeof DictTypeUpdateBody>;

export const { list: DictTypeListQuery, export: DictTypeExportQuery } = filterQueries({
  dictName: SearchText(DictName),
  dictType: SearchText(DictTypeField),
  status: StatusFilter(),
  ...DateRangeQuery,
});
export type DictTypeFilter = Static<typeof DictTypeExportQuery>;

export const { add: DictDataBody, edit: DictDataUpdateBody } = writeBodies('dictCode', '字典编码', {
  dictSort: Type.Optional(Type.Integer({ title: '字典排序', minimum: 0, maximum: 999999 })),
  dictLabel: DictLabel,
  dictValue: Text('字典键值', 100, { min: 1 }),
  dictType: DictTypeField,
  cssClass: Type.Optional(Text('样式属性', 100)),
  listClass: Type.Optional(Text('回显样式', 100)),
  isDefault: Type.Optional(YesNo('是否默认')),
  status: Type.Optional(Status()),
  remark: Remark,
});
export type DictDataBody = Static<typeof DictDataBody>;
export type DictDataUpdateBody = Static<typeof DictDataUpdateBody>;

export const { list: DictDataListQuery, export: DictDataExportQuery } = filterQueries({
  dictType: SearchText(DictTypeField),
  dictLabel: SearchText(DictLabel),
  status: StatusFilter(),
});
export type DictDataFilter = Static<typeof DictDataExportQuery>;
export const DictTypeParams = Type.Object({ dictType: Text('字典类型', 100, { min: 1 }) });

export const DictTypeRow = Type.Object({
  dictId: Type.Integer(),
  dictName: Type.String(),
  dictType: Type.String(),
  status: Type.String(),
  ...AuditFields,
});
export type DictTypeRow = Static<typeof DictTypeRow>;

export const DictDataRow = Type.Object({
  dictCode: Type.Integer(),
  dictSort: Type.Integer(),
  dictLabel: Type.String(),
  dictValue: Type.String(),
  dictType: Type.String(),
  cssClass: Type.String(),
  listClass: Type.String(),
  isDefault: Type.String(),
  status: Type.String(),
  ...AuditFields,
});
export type DictDataRow = Static<typeof DictDataRow>;

export const { table: DictTypeTable, all: DictTypeList, one: DictTypeDetail } = rowReplies(DictTypeRow);
export type DictTypeList = Static<typeof DictTypeList>;
export const { table: DictDataTable, all: DictDataList, one: DictDataDetail } = rowReplies(DictDataRow);
