import { Form, Select, TreeSelect } from 'antd';
import { ArticleTypeBody } from '@server/modules/content/article-type.schema';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { type ParentNode, type TreeSource, useParentTree } from '@/admin/crud/tree';
import {
  type ArticleTypeAddInput,
  articleTypeListKey,
  type ArticleTypeListParams,
  type ArticleTypeRow,
  getArticleType,
  listArticleType,
  useAddArticleType,
  useUpdateArticleType,
} from '../../api/article-type';

// 添加分类 / 修改分类 of 文章分类. Moving a type is choosing another 上级分类.

const fields = schemaForm(ArticleTypeBody);

const MENU_FLAGS = [
  { label: '显示', value: '1' },
  { label: '隐藏', value: '0' },
];

/** bllType 4: a path on this site or an http(s) address (the server's rule). */
const LINK_TYPE = 4;
const SITE_PATH_OR_URL = /^(\/(?![/\\])\S*|https?:\/\/[^\s/?#]+\S*)$/i;
const LINK_VALUE_MESSAGE = '链接类型的分类值必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头';

/** The types as 文章分类 lists them: a tree by parentId. */
export const articleTypeTree: TreeSource<ArticleTypeListParams, ArticleTypeRow> = {
  queryKey: articleTypeListKey,
  fetchAll: (filters) => listArticleType(filters).then((r) => r.data ?? []),
  key: 'id',
  parentKey: 'parentId',
};

/** The parent picker: a type cannot move under itself or below itself, so that branch is off. */
const toParentTree = (types: ArticleTypeRow[], moving?: number, inMoving = false): ParentNode[] =>
  types.map((t) => {
    const off = inMoving || t.id === moving;
    return {
      value: t.id,
      title: t.bllName,
      disabled: off || undefined,
      children: t.children ? toParentTree(t.children, moving, off) : undefined,
    };
  });

export function useArticleTypeForm() {
  return useEditForm<ArticleTypeAddInput>({
    noun: '分类',
    idKey: 'id',
    add: useAddArticleType(),
    update: useUpdateArticleType(),
    defaults: { parentId: 0, bllType: 1, menuFlag: '1', sort: 0, status: '0' },
    load: getArticleType,
    // An emptied 首页区块 means no block: null, which the server stores as none.
    toBody: (values) => ({ ...values, indexArea: values.indexArea ?? null }),
    schema: ArticleTypeBody,
  });
}

export function ArticleTypeFormModal({ edit }: { edit: ReturnType<typeof useArticleTypeForm> }) {
  const dict = useDict('bll_type', 'sys_normal_disable');
  const parents = useParentTree(articleTypeTree, edit.isOpen, (types) => toParentTree(types, edit.id));
  const typeOptions = dict.bll_type.map((o) => ({ label: o.label, value: Number(o.value) }));
  const isLink = Form.useWatch('bllType', edit.form) === LINK_TYPE;
  return (
    <FormModal {...edit.modal} width={680}>
      <Form.Item label="上级分类" name="parentId">
        <TreeSelect
          treeData={parents}
          treeDefaultExpandAll
          placeholder="选择上级分类"
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      {fields.input('bllName', '分类名称')}
      {fields.input('bllEsName', '英文名称', {
        tooltip: '留空时英文菜单不显示该分类；其文章仍可从首页和搜索进入，分类名显示中文',
      })}
      <Form.Item {...fields.item('bllType', '分类类型')}>
        <Select placeholder="请选择分类类型" options={typeOptions} />
      </Form.Item>
      {isLink
        ? fields.input('bllValue', '链接地址', {
            required: true,
            rules: [{ pattern: SITE_PATH_OR_URL, message: LINK_VALUE_MESSAGE }],
            tooltip: '站内路径以 / 开头（如 /evaluate），外部地址以 http:// 或 https:// 开头',
          })
        : fields.input('bllValue', '分类值')}
      {fields.number('indexArea', '首页区块', {
        placeholder: '无',
        tooltip: '6 会员服务区块，9 培训活动区块；留空则不在首页显示',
      })}
      {fields.radios('menuFlag', '菜单显示', MENU_FLAGS)}
      {fields.number('sort', '显示排序', { required: true })}
      {fields.radios('status', '状态', dict.sys_normal_disable)}
      {fields.remark()}
    </FormModal>
  );
}
