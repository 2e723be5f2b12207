import { type Static, Type } from 'typebox';
import {
  AuditFields,
  DateRangeQuery,
  Id,
  OkData,
  PageQuery,
  Status,
  StatusFilter,
  TableOf,
  Text,
  YesNo,
} from '../../http/schemas.js';

// RuoYi's dictionaries: types (`/system/dict/type`) and their data (`/system/dict/data`).

// RuoYi: 字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）
const DictTypeField = Text('字典类型', 100, { min: 1, pattern: '^[a-z][a-z0-9_]*$' });

const TypeFields = {
  dictName: Text('字典名称', 100, { min: 1 }),
  dictType: DictTypeField,
  status: Type.Optional(Status()),
  remark: Type.Optional(Text('备注', 500)),
};
export const DictTypeBody = Type.Object(TypeFields);
export type DictTypeBody = Static<typeof DictTypeBody>;
export const DictTypeUpdateBody = Type.Object({ dictId: Id('字典主键'), ...TypeFields });
export type DictTypeUpdateBody = Static<typeof DictTypeUpdateBody>;

const DictTypeFilter = {
  dictName: Type.Optional(Text('字典名称', 100)),
  dictType: Type.Optional(Text('字典类型', 100)),
  status: StatusFilter(),
  ...DateRangeQuery,
};
export const DictTypeListQuery = Type.Object({ ...PageQuery, ...DictTypeFilter });
export type DictTypeListQuery = Static<typeof DictTypeListQuery>;
export const DictTypeExportQuery = Type.Object(DictTypeFilter);

const DataFields = {
  dictSort: Type.Optional(Type.Integer({ title: '字典排序', minimum: 0, maximum: 999999 })),
  dictLabel: Text('字典标签', 100, { min: 1 }),
  dictValue: Text('字典键值', 100, { min: 1 }),
  dictType: DictTypeField,
  cssClass: Type.Optional(Text('样式属性', 100)),
  listClass: Type.Optional(Text('回显样式', 100)),
  isDefault: Type.Optional(YesNo('是否默认')),
  status: Type.Optional(Status()),
  remark: Type.Optional(Text('备注', 500)),
};
export const DictDataBody = Type.Object(DataFields);
export type DictDataBody = Static<typeof DictDataBody>;
export const DictDataUpdateBody = Type.Object({ dictCode: Id('字典编码'), ...DataFields });
export type DictDataUpdateBody = Static<typeof DictDataUpdateBody>;

const DictDataFilter = {
  dictType: Type.Optional(Text('字典类型', 100)),
  dictLabel: Type.Optional(Text('字典标签', 100)),
  status: StatusFilter(),
};
export const DictDataListQuery = Type.Object({ ...PageQuery, ...DictDataFilter });
export type DictDataListQuery = Static<typeof DictDataListQuery>;
export const DictDataExportQuery = Type.Object(DictDataFilter);
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

export const DictTypeTable = TableOf(DictTypeRow);
export type DictTypeTable = Static<typeof DictTypeTable>;
export const DictTypeList = OkData(Type.Array(DictTypeRow));
export type DictTypeList = Static<typeof DictTypeList>;
export const DictTypeDetail = OkData(DictTypeRow);
export type DictTypeDetail = Static<typeof DictTypeDetail>;
export const DictDataTable = TableOf(DictDataRow);
export type DictDataTable = Static<typeof DictDataTable>;
export const DictDataList = OkData(Type.Array(DictDataRow));
export type DictDataList = Static<typeof DictDataList>;
export const DictDataDetail = OkData(DictDataRow);
export type DictDataDetail = Static<typeof DictDataDetail>;
