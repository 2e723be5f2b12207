import { PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  type TableColumnsType,
  TreeSelect,
} from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { HasPermi } from '@/admin/access';
import { ExportButton, ToolbarRow } from '@/admin/components/crud-toolbar';
import { DictTag } from '@/admin/components/dict-tag';
import { exportList } from '@/admin/components/export-list';
import { confirmRemove } from '@/admin/components/feedback';
import { FormModal } from '@/admin/components/form-modal';
import { RowEditButton, RowRemoveButton } from '@/admin/components/row-actions';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { handleTree } from '@/features/system/api/menu';
import { formatTime, msgSuccess, quietly, SearchForm } from '@/features/system/admin/shared';
import {
  type ArticleTypeAddInput,
  articleTypeExportPath,
  articleTypeListKey,
  type ArticleTypeListParams,
  type ArticleTypeRow,
  getArticleType,
  listArticleType,
  useAddArticleType,
  useDelArticleType,
  useUpdateArticleType,
} from '../../../api/article-type';
import { contentKey } from '../../../api/content-key';

// 文章分类: the public site's menu tree. Moving a type is choosing another 上级分类.

/** Home-page blocks the public site knows (DESIGN.md §4); other numbers are shown as they are. */
const INDEX_AREAS: Readonly<Record<number, string>> = { 6: '会员服务区块', 9: '培训活动区块' };
const indexAreaText = (area: number | null) => (area === null ? '' : (INDEX_AREAS[area] ?? String(area)));

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

const allIds = (types: ArticleTypeRow[]): number[] =>
  types.flatMap((t) => [t.id, ...allIds(t.children ?? [])]);

type ArticleTypeForm = Required<Pick<ArticleTypeAddInput, 'parentId' | 'bllName' | 'bllType'>> &
  Omit<ArticleTypeAddInput, 'parentId' | 'bllName' | 'bllType'>;

function ArticleTypeFormModal({
  id,
  parentId,
  tree,
  open,
  onClose,
}: {
  id?: number;
  parentId?: number;
  tree: ArticleTypeRow[];
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ArticleTypeForm>();
  const dict = useDict('bll_type', 'sys_normal_disable');
  const detail = useQuery({
    queryKey: contentKey('articleType', 'detail', String(id)),
    queryFn: () => getArticleType(id!),
    enabled: open && id !== undefined,
    staleTime: 0,
  });
  const add = useAddArticleType();
  const update = useUpdateArticleType();
  const bllType = Form.useWatch('bllType', form);
  const parents = useMemo(
    () => [{ value: 0, title: '主类目', children: toParentTree(tree, id) }],
    [tree, id],
  );
  const typeOptions = dict.bll_type.map((o) => ({ label: o.label, value: Number(o.value) }));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (id === undefined) {
      form.setFieldsValue({
        parentId: parentId ?? 0,
        bllType: 1,
        menuFlag: '1',
        sort: 0,
        status: '0',
      });
    } else if (detail.data?.data) {
      const type = detail.data.data;
      form.setFieldsValue({ ...type, remark: type.remark ?? undefined });
    }
  }, [open, id, parentId, detail.data, form]);

  const submit = async (values: ArticleTypeForm) => {
    // An emptied 首页区块 means no block: send null, which the server stores as none.
    const body = { ...values, indexArea: values.indexArea ?? null };
    const done =
      id !== undefined
        ? await quietly(() => update.mutateAsync({ ...body, id }))
        : await quietly(() => add.mutateAsync(body));
    if (done === undefined) return;
    msgSuccess(id !== undefined ? '修改成功' : '新增成功');
    onClose();
  };

  const isLink = bllType === LINK_TYPE;
  return (
    <FormModal
      title={id !== undefined ? '修改分类' : '添加分类'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
      width={680}
    >
      <Form.Item label="上级分类" name="parentId">
        <TreeSelect
          treeData={parents}
          treeDefaultExpandAll
          placeholder="选择上级分类"
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      <Form.Item label="分类名称" name="bllName" rules={[{ required: true, message: '分类名称不能为空' }]}>
        <Input placeholder="请输入分类名称" maxLength={100} />
      </Form.Item>
      <Form.Item label="英文名称" name="bllEsName" tooltip="留空时英文站点不显示该分类">
        <Input placeholder="请输入英文名称" maxLength={200} />
      </Form.Item>
      <Form.Item label="分类类型" name="bllType" rules={[{ required: true, message: '分类类型不能为空' }]}>
        <Select placeholder="请选择分类类型" options={typeOptions} />
      </Form.Item>
      <Form.Item
        label={isLink ? '链接地址' : '分类值'}
        name="bllValue"
        tooltip={
          isLink ? '站内路径以 / 开头（如 /evaluate），外部地址以 http:// 或 https:// 开头' : undefined
        }
        rules={
          isLink
            ? [
                { required: true, message: '链接地址不能为空' },
                { pattern: SITE_PATH_OR_URL, message: LINK_VALUE_MESSAGE },
              ]
            : []
        }
      >
        <Input placeholder={isLink ? '请输入链接地址' : '请输入分类值'} maxLength={255} />
      </Form.Item>
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
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

export default function ArticleTypePage() {
  const [searchForm] = Form.useForm<ArticleTypeListParams>();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<ArticleTypeListParams>({});
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [editing, setEditing] = useState<{ id?: number; parentId?: number } | null>(null);
  const dict = useDict('bll_type', 'sys_normal_disable');
  const list = useQuery({
    queryKey: [...articleTypeListKey, filters],
    queryFn: () => listArticleType(filters),
  });
  const tree = useMemo(() => handleTree(list.data?.data ?? [], 'id', 'parentId'), [list.data]);
  const del = useDelArticleType();

  const handleDelete = (t: ArticleTypeRow) =>
    confirmRemove(`是否确认删除名称为"${t.bllName}"的数据项？`, () => del.mutateAsync(t.id));

  const columns: TableColumnsType<ArticleTypeRow> = [
    { key: 'bllName', title: '分类名称', dataIndex: 'bllName', ellipsis: true, width: 200 },
    { key: 'bllEsName', title: '英文名称', dataIndex: 'bllEsName', ellipsis: true },
    {
      key: 'bllType',
      title: '类型',
      dataIndex: 'bllType',
      align: 'center',
      render: (value: number) => <DictTag options={dict.bll_type} value={value} />,
    },
    { key: 'bllValue', title: '链接/值', dataIndex: 'bllValue', ellipsis: true },
    { key: 'indexArea', title: '首页区块', dataIndex: 'indexArea', align: 'center', render: indexAreaText },
    {
      key: 'menuFlag',
      title: '菜单显示',
      dataIndex: 'menuFlag',
      align: 'center',
      render: (value: string) => (value === '1' ? '是' : '否'),
    },
    { key: 'sort', title: '排序', dataIndex: 'sort', align: 'center', width: 60 },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      width: 80,
      render: (value: string) => <DictTag options={dict.sys_normal_disable} value={value} />,
    },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 160,
      render: formatTime,
    },
    {
      key: 'actions',
      title: '操作',
      align: 'center',
      width: 210,
      render: (_, t) => (
        <Space size={0}>
          <RowEditButton perm="content:articleType" onClick={() => setEditing({ id: t.id })} />
          <HasPermi value={['content:articleType:add']}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ parentId: t.id })}
            >
              新增
            </Button>
          </HasPermi>
          <RowRemoveButton perm="content:articleType" onClick={() => void handleDelete(t)} />
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SearchForm
        form={searchForm}
        hidden={!showSearch}
        onSearch={(values) => setFilters({ ...values })}
        onReset={() => setFilters({})}
      >
        <Form.Item label="分类名称" name="bllName">
          <Input placeholder="请输入分类名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="分类状态"
            allowClear
            options={dict.sys_normal_disable}
            style={{ width: 200 }}
          />
        </Form.Item>
      </SearchForm>

      <ToolbarRow
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void list.refetch() }}
      >
        <HasPermi value={['content:articleType:add']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增
          </Button>
        </HasPermi>
        <Button
          icon={<SortAscendingOutlined />}
          onClick={() => setExpanded(expanded.length > 0 ? [] : allIds(tree))}
        >
          展开/折叠
        </Button>
        <ExportButton
          perm="content:articleType"
          onClick={() => exportList(articleTypeExportPath, filters, 'articleType')}
        />
      </ToolbarRow>

      <Table<ArticleTypeRow>
        scroll={{ x: 'max-content' }}
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
      />

      <ArticleTypeFormModal
        id={editing?.id}
        parentId={editing?.parentId}
        tree={tree}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
