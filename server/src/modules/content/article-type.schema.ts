import { Type } from '@fastify/type-provider-typebox';
import { FlagFilter, NullableInteger } from './content-fields.js';
import { Id, Status } from '../../http/schemas.js';

// The staff side of the public menu tree (`/content/articleType`).

const TypeFields = {
  parentId: Type.Optional(Type.Integer({ title: '上级分类', minimum: 0, maximum: 2147483647 })),
  bllName: Type.String({ title: '分类名称', minLength: 1, maxLength: 100 }),
  bllEsName: Type.Optional(Type.String({ title: '英文名称', maxLength: 200 })),
  /** 1, 2: list with tabs; 3: category list; 4: link to bllValue. */
  bllType: Type.Integer({ title: '分类类型', minimum: 1, maximum: 4 }),
  bllValue: Type.Optional(Type.String({ title: '分类值', maxLength: 255 })),
  /** Home-page block (6 membership, 9 training events); null for none. */
  indexArea: Type.Optional(NullableInteger({ title: '首页区块', minimum: 0, maximum: 99 })),
  menuFlag: Type.Optional(Status('菜单显示')),
  sort: Type.Optional(Type.Integer({ title: '显示排序', minimum: 0, maximum: 99999 })),
  status: Type.Optional(Status()),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const ArticleTypeBody = Type.Object(TypeFields);
export const ArticleTypeUpdateBody = Type.Object({ id: Id('分类编号'), ...TypeFields });

export const ArticleTypeListQuery = Type.Object({
  bllName: Type.Optional(Type.String({ title: '分类名称', maxLength: 100 })),
  status: FlagFilter('状态'),
  menuFlag: FlagFilter('菜单显示'),
});

export const ArticleTypeIdParams = Type.Object({ id: Id('分类编号') });
