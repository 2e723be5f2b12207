import { EyeOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Form,
  Image,
  Input,
  Select,
  Table,
  type TableColumnsType,
  TreeSelect,
} from 'antd';
import { useState } from 'react';
import { HasPermi } from '@/admin/access';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { DictTag } from '@/admin/components/dict-tag';
import { exportList, withoutPaging } from '@/admin/components/export-list';
import { confirmRemove, confirmThen } from '@/admin/components/feedback';
import { RowActions } from '@/admin/components/row-actions';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { type DateRange, useTableQuery } from '@/admin/components/use-table-query';
import { formatTime, SearchForm } from '@/features/system/admin/shared';
import { fileUrl } from '@/lib/file-url';
import {
  articleExportPath,
  articleListKey,
  type ArticleRow,
  getArticle,
  listArticle,
  useChangeArticleStatus,
  useDelArticle,
} from '../../../api/article';
import { articleTypeTreeQueryOptions } from '../../../api/article-type';
import { contentKey } from '../../../api/content-key';
import { ArticleFormModal, TOP_OPTIONS } from '../../components/article-form-modal';
import { ArticlePreview } from '../../components/article-preview';

// 文章管理: the articles of every type, drafts included; 发布/撤回 without opening the dialog.

interface ArticleFilters {
  typeId?: number;
  articleName?: string;
  status?: '0' | '1';
  isTop?: '0' | '1';
  dateRange?: DateRange;
}

const TYPE_FIELDS = { label: 'label', value: 'id', children: 'children' };
const PUBLISHED = '0';

export default function ArticlePage() {
  const [searchForm] = Form.useForm<ArticleFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<ArticleRow[]>([]);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [previewId, setPreviewId] = useState<number>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const dict = useDict('bll_article_status');
  const types = useQuery(articleTypeTreeQueryOptions());
  const table = useTableQuery({ queryKey: articleListKey, fetcher: listArticle });
  const preview = useQuery({
    queryKey: contentKey('article', 'detail', String(previewId)),
    queryFn: () => getArticle(previewId!),
    enabled: previewOpen && previewId !== undefined,
    staleTime: 0,
  });
  const del = useDelArticle();
  const changeStatus = useChangeArticleStatus();

  const handleDelete = (ids: number[]) =>
    confirmRemove(
      `是否确认删除文章编号为"${ids.join(',')}"的数据项？`,
      () => del.mutateAsync(ids),
      () => setSelected([]),
    );
  const handleStatus = (a: ArticleRow) => {
    const publish = a.status !== PUBLISHED;
    const text = publish ? '发布' : '撤回';
    return confirmThen(
      `确认要${text}文章"${a.articleName}"吗？`,
      () => changeStatus.mutateAsync({ id: a.id, status: publish ? '0' : '1' }),
      `${text}成功`,
    );
  };
  const openPreview = (id: number) => {
    setPreviewId(id);
    setPreviewOpen(true);
  };

  const columns: TableColumnsType<ArticleRow> = [
    {
      key: 'cover',
      title: '封面',
      dataIndex: 'cover',
      align: 'center',
      width: 90,
      render: (cover: string) =>
        cover ? (
          <Image src={fileUrl(cover)} alt="封面" width={64} height={44} style={{ objectFit: 'cover' }} />
        ) : null,
    },
    {
      key: 'articleName',
      title: '标题',
      dataIndex: 'articleName',
      width: 280,
      render: (_, a) => (
        <div>
          <div>{a.articleName}</div>
          {a.articleEsName ? (
            <div style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}>{a.articleEsName}</div>
          ) : null}
        </div>
      ),
    },
    { key: 'typeName', title: '分类', dataIndex: 'typeName', align: 'center' },
    { key: 'author', title: '作者', dataIndex: 'author', align: 'center' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      render: (value: string) => <DictTag options={dict.bll_article_status} value={value} />,
    },
    {
      key: 'isTop',
      title: '置顶',
      dataIndex: 'isTop',
      align: 'center',
      render: (value: string) => (value === '1' ? '是' : '否'),
    },
    { key: 'viewCount', title: '浏览', dataIndex: 'viewCount', align: 'center' },
    {
      key: 'publishTime',
      title: '发布时间',
      dataIndex: 'publishTime',
      align: 'center',
      width: 170,
      render: formatTime,
    },
    {
      key: 'actions',
      title: '操作',
      align: 'center',
      width: 280,
      render: (_, a) => (
        <RowActions
          perm="content:article"
          onEdit={() => setEditing({ id: a.id })}
          onRemove={() => void handleDelete([a.id])}
        >
          <HasPermi value={['content:article:edit']}>
            <Button
              type="link"
              size="small"
              icon={a.status === PUBLISHED ? <RollbackOutlined /> : <SendOutlined />}
              onClick={() => void handleStatus(a)}
            >
              {a.status === PUBLISHED ? '撤回' : '发布'}
            </Button>
          </HasPermi>
          <HasPermi value={['content:article:query']}>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => openPreview(a.id)}>
              预览
            </Button>
          </HasPermi>
        </RowActions>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SearchForm
        form={searchForm}
        hidden={!showSearch}
        onSearch={({ dateRange, ...filters }) => table.search(filters, dateRange)}
        onReset={table.reset}
      >
        <Form.Item label="分类" name="typeId">
          <TreeSelect
            treeData={types.data ?? []}
            fieldNames={TYPE_FIELDS}
            placeholder="请选择分类"
            allowClear
            showSearch
            treeNodeFilterProp="label"
            treeDefaultExpandAll
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="标题" name="articleName">
          <Input placeholder="请输入文章标题" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="发布状态"
            allowClear
            options={dict.bll_article_status}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="置顶" name="isTop">
          <Select placeholder="是否置顶" allowClear options={TOP_OPTIONS} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="发布时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="content:article"
        selectedCount={selected.length}
        onAdd={() => setEditing({})}
        onEdit={() => setEditing({ id: selected[0]?.id })}
        onRemove={() => void handleDelete(selected.map((a) => a.id))}
        onExport={() => exportList(articleExportPath, withoutPaging(table.params), 'article')}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      />

      <Table<ArticleRow>
        scroll={{ x: 'max-content' }}
        rowKey="id"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{
          selectedRowKeys: selected.map((a) => a.id),
          onChange: (_, rows) => setSelected(rows),
        }}
      />

      <ArticleFormModal id={editing?.id} open={editing !== null} onClose={() => setEditing(null)} />
      <ArticlePreview open={previewOpen} article={preview.data?.data} onClose={() => setPreviewOpen(false)} />
    </div>
  );
}
