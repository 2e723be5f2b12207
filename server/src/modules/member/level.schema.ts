import { type Static, Type } from 'typebox';
import { Remark, filterQueries, staffRow, writeBodies } from '../../http/resource.schema.js';
import { OkData, Status, StatusFilter, TableOf, Text } from '../../http/schemas.js';
import { Fen, Kind, KindFilter } from './member.schema.js';

// Membership levels and fees (`/member/level`, public `/api/system/sign/levelList`).

const LevelFields = {
  kind: Kind(),
  levelName: Text('等级名称', 50, { min: 1 }),
  levelEsName: Type.Optional(Text('英文名称', 100)),
  fee: Fen('会费（分）'),
  periodMonths: Type.Integer({ title: '会籍期限（月）', minimum: 1, maximum: 120 }),
  benefits: Type.Optional(Text('会员权益', 2000)),
  benefitsEs: Type.Optional(Text('英文会员权益', 4000)),
  status: Type.Optional(Status()),
  orderNum: Type.Optional(Type.Integer({ title: '显示顺序', minimum: 0, maximum: 9999 })),
  remark: Remark,
};

export const { add: LevelBody, edit: LevelUpdateBody } = writeBodies('levelId', '等级编号', LevelFields);
export type LevelBody = Static<typeof LevelBody>;
export type LevelUpdateBody = Static<typeof LevelUpdateBody>;

export const { list: LevelListQuery, export: LevelExportQuery } = filterQueries({
  kind: KindFilter(),
  levelName: Type.Optional(Text('等级名称', 50)),
  status: StatusFilter(),
});
export type LevelListQuery = Static<typeof LevelListQuery>;

/** What a visitor choosing a level sees. */
export const PublicLevel = Type.Object({
  levelId: Type.Integer(),
  kind: Type.String(),
  levelName: Type.String(),
  levelEsName: Type.String(),
  fee: Type.Integer(),
  periodMonths: Type.Integer(),
  benefits: Type.String(),
  benefitsEs: Type.String(),
});
export type PublicLevel = Static<typeof PublicLevel>;
export const PublicLevelList = OkData(Type.Array(PublicLevel));
export type PublicLevelList = Static<typeof PublicLevelList>;

export const LevelRow = staffRow(PublicLevel, { status: Type.String(), orderNum: Type.Integer() });
export type LevelRow = Static<typeof LevelRow>;
export const LevelTable = TableOf(LevelRow);
export const LevelDetail = OkData(LevelRow);
