import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import { ArticleTypeBody } from '@server/modules/content/article-type.schema';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { schemaFields } from '@/admin/crud/schema-rules';
import { handleTree } from '@/admin/crud/tree';
import {
  type ArticleTypeAddInput,
  articleTypeListKey,
  type ArticleTypeRow,
  getArticleType,
  listArticleType,
  useAddArticleType,
  useUpdateArticleType,
} from '../../api/article-type';

// 添加分类 / 修改分类 of 文章分类. Moving a type is choosing another 上级分类.

const fields = schemaFields(ArticleTypeBody);

const MENU_FLAGS = [
  { label: '显示', value: '1' },
  { label: '隐藏', value: '0' },
];

/** bllType 4: a path on this site or an http(s) address (the server's rule). */
const LINK_TYPE = 4;
const SITE_PATH_OR_URL = /^(\/(?![/\\])\S*|https?:\/\/[^\s/?#]+\S*)$/i;
const LINK_VALUE_MESSAGE = '链接类型的分类值必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头';

interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

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
    load: (id) => getArticleType(id).then((r) => r.data ?? {}),
    // An emptied 首页区块 means no block: null, which the server stores as none.
    toBody: (values) => ({ ...values, indexArea: values.indexArea ?? null }),
    schema: ArticleTypeBody,
  });
}

export function ArticleTypeFormModal({ edit }: { edit: ReturnType<typeof useArticleTypeForm> }) {
  const dict = useDict('bll_type', 'sys_normal_disable');
  const types = useQuery({
    queryKey: [...articleTypeListKey, 'parents'],
    queryFn: () => listArticleType().then((r) => handleTree(r.data ?? [], 'id', 'parentId')),
    enabled: edit.isOpen,
  });
  const parents = [{ value: 0, title: '主类目', children: toParentTree(types.data ?? [], edit.id) }];
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
      <Form.Item {...fields.item('bllName', '分类名称')}>
        <Input placeholder="请输入分类名称" maxLength={fields.max('bllName')} />
      </Form.Item>
      <Form.Item {...fields.item('bllEsName', '英文名称')} tooltip="留空时英文站点不显示该分类">
        <Input placeholder="请输入英文名称" maxLength={fields.max('bllEsName')} />
      </Form.Item>
      <Form.Item {...fields.item('bllType', '分类类型')}>
        <Select placeholder="请选择分类类型" options={typeOptions} />
      </Form.Item>
      {isLink ? (
        <Form.Item
          label="链接地址"
          name="bllValue"
          tooltip="站内路径以 / 开头（如 /evaluate），外部地址以 http:// 或 https:// 开头"
          rules={[
            { required: true, message: '链接地址不能为空' },
            { pattern: SITE_PATH_OR_URL, message: LINK_VALUE_MESSAGE },
            ...fields.item('bllValue', '链接地址').rules,
          ]}
        >
          <Input placeholder="请输入链接地址" maxLength={fields.max('bllValue')} />
        </Form.Item>
      ) : (
        <Form.Item {...fields.item('bllValue', '分类值')}>
          <Input placeholder="请输入分类值" maxLength={fields.max('bllValue')} />
        </Form.Item>
      )}
      <Form.Item
        label="首页区块"
        name="indexArea"
        tooltip="6 会员服务区块，9 培训活动区块；留空则不在首页显示"
      >
        <InputNumber min={0} max={99} precision={0} placeholder="无" />
      </Form.Item>
      <Form.Item label="菜单显示" name="menuFlag">
        <Radio.Group options={MENU_FLAGS} />
      </Form.Item>
      <Form.Item label="显示排序" name="sort" rules={[{ required: true, message: '显示排序不能为空' }]}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={dict.sys_normal_disable} />
      </Form.Item>
      <Form.Item {...fields.item('remark', '备注')}>
        <Input.TextArea placeholder="请输入内容" maxLength={fields.max('remark')} />
      </Form.Item>
    </FormModal>
  );
}
