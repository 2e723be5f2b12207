import { PlusOutlined } from '@ant-design/icons';
import { useDict } from '@/admin/components/use-dict';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import {
  articleTypeExportPath,
  articleTypeListKey,
  type ArticleTypeListParams,
  listArticleType,
  useDelArticleType,
} from '../../../api/article-type';
import { ArticleTypeFormModal, useArticleTypeForm } from '../../components/article-type-form';

// 文章分类: the public site's menu tree, edited row by row.

/** Home-page blocks the public site knows (DESIGN.md §4); other numbers are shown as they are. */
const INDEX_AREAS: Readonly<Record<number, string>> = { 6: '会员服务区块', 9: '培训活动区块' };
const indexAreaText = (area: number | null) => (area === null ? '' : (INDEX_AREAS[area] ?? String(area)));

export default function ArticleTypePage() {
  const dict = useDict('bll_type', 'sys_normal_disable');
  const edit = useArticleTypeForm();
  const del = useDelArticleType();

  return (
    <ListPage
      perm="content:articleType"
      rowKey="id"
      treeParent="parentId"
      source={{
        queryKey: articleTypeListKey,
        fetchAll: (filters: ArticleTypeListParams) => listArticleType(filters).then((r) => r.data ?? []),
      }}
      search={[{ name: 'bllName', label: '分类名称' }, statusField(dict.sys_normal_disable, '分类状态')]}
      columns={[
        { key: 'bllName', title: '分类名称', align: 'left', ellipsis: true, width: 200 },
        { key: 'bllEsName', title: '英文名称', align: 'left', ellipsis: true },
        { key: 'bllType', title: '类型', dict: dict.bll_type },
        { key: 'bllValue', title: '链接/值', align: 'left', ellipsis: true },
        { key: 'indexArea', title: '首页区块', render: indexAreaText },
        { key: 'menuFlag', title: '菜单显示', render: (value: string) => (value === '1' ? '是' : '否') },
        { key: 'sort', title: '排序', width: 60 },
        { key: 'status', title: '状态', width: 80, dict: dict.sys_normal_disable },
        createTimeColumn(160),
      ]}
      form={edit}
      remove={{
        confirm: (_, [t]) => `是否确认删除名称为"${t.bllName}"的数据项？`,
        run: ([id]) => del.mutateAsync(id),
      }}
      exportTo={{ url: articleTypeExportPath, name: 'articleType' }}
      rowActions={(t) => [
        'edit',
        {
          label: '新增',
          icon: <PlusOutlined />,
          perm: 'content:articleType:add',
          onClick: () => edit.open(undefined, { parentId: t.id }),
        },
        'remove',
      ]}
      actionsWidth={210}
    >
      <ArticleTypeFormModal edit={edit} />
    </ListPage>
  );
}
