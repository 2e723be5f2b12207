import { EyeOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Image, TreeSelect } from 'antd';
import { useState } from 'react';
import { confirmThen } from '@/admin/components/feedback';
import { useDict } from '@/admin/components/use-dict';
import { useResourceList } from '@/admin/crud/admin-resource';
import { ListPage } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { bilingualColumn } from '@/admin/crud/stacked-cell';
import { fileUrl } from '@/lib/file-url';
import { parseTime } from '@/lib/time';
import { articleApi, articleResource, type ArticleRow, useChangeArticleStatus } from '../../../api/article';
import { articleTypeTreeQueryOptions } from '../../../api/article-type';
import { contentKey } from '../../../api/content-key';
import {
  ArticleFormModal,
  TOP_OPTIONS,
  TYPE_FIELDS,
  useArticleForm,
} from '../../components/article-form-modal';
import { ArticlePreview } from '../../components/article-preview';

// 文章管理: the articles of every type, drafts included; 发布/撤回 without opening the dialog.

const PUBLISHED = '0';

export default function ArticlePage() {
  const dict = useDict('bll_article_status');
  const types = useQuery(articleTypeTreeQueryOptions());
  const edit = useArticleForm();
  const [previewId, setPreviewId] = useState<number>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const preview = useQuery({
    queryKey: contentKey('article', 'detail', String(previewId)),
    queryFn: () => articleApi.get(previewId!),
    enabled: previewOpen && previewId !== undefined,
    staleTime: 0,
  });
  const list = useResourceList(articleResource);
  const changeStatus = useChangeArticleStatus();

  const toggleStatus = (a: ArticleRow) => {
    const publish = a.status !== PUBLISHED;
    const text = publish ? '发布' : '撤回';
    void confirmThen(
      `确认要${text}文章"${a.articleName}"吗？`,
      () => changeStatus.mutateAsync({ id: a.id, status: publish ? '0' : '1' }),
      `${text}成功`,
    );
  };

  return (
    <ListPage
      {...list}
      search={[
        {
          name: 'typeId',
          label: '分类',
          control: (
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
          ),
        },
        { name: 'articleName', label: '标题', placeholder: '请输入文章标题' },
        statusField(dict.bll_article_status, '发布状态'),
        { name: 'isTop', label: '置顶', options: TOP_OPTIONS, placeholder: '是否置顶' },
        { name: 'dateRange', label: '发布时间', range: true },
      ]}
      columns={[
        {
          key: 'cover',
          title: '封面',
          width: 90,
          render: (cover: string) =>
            cover ? (
              <Image src={fileUrl(cover)} alt="封面" width={64} height={44} style={{ objectFit: 'cover' }} />
            ) : null,
        },
        bilingualColumn<ArticleRow>('articleName', 'articleEsName', '标题', 280),
        { key: 'typeName', title: '分类' },
        { key: 'author', title: '作者' },
        { key: 'status', title: '状态', dict: dict.bll_article_status },
        { key: 'isTop', title: '置顶', render: (value: string) => (value === '1' ? '是' : '否') },
        { key: 'viewCount', title: '浏览' },
        { key: 'publishTime', title: '发布时间', width: 170, render: parseTime },
      ]}
      form={edit}
      rowActions={(a) => [
        'edit',
        'remove',
        {
          label: a.status === PUBLISHED ? '撤回' : '发布',
          icon: a.status === PUBLISHED ? <RollbackOutlined /> : <SendOutlined />,
          perm: 'content:article:edit',
          onClick: () => toggleStatus(a),
        },
        {
          label: '预览',
          icon: <EyeOutlined />,
          perm: 'content:article:query',
          onClick: () => {
            setPreviewId(a.id);
            setPreviewOpen(true);
          },
        },
      ]}
      actionsWidth={280}
    >
      <ArticleFormModal edit={edit} />
      <ArticlePreview open={previewOpen} article={preview.data?.data} onClose={() => setPreviewOpen(false)} />
    </ListPage>
  );
}
