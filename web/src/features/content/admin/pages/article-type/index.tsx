import { useDict } from '@/admin/components/use-dict';
import { createTimeColumn, ListPage, removeByName } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { articleTypeExportPath, useDelArticleType } from '../../../api/article-type';
import {
  ArticleTypeFormModal,
  articleTypeTree,
  useArticleTypeForm,
} from '../../components/article-type-form';

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
      source={articleTypeTree}
      search={['bllName', statusField(dict.sys_normal_disable, '分类状态')]}
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
      remove={removeByName('bllName', del)}
      exportTo={{ url: articleTypeExportPath, name: 'articleType' }}
      rowActions={() => ['edit', 'addChild', 'remove']}
      actionsWidth={210}
    >
      <ArticleTypeFormModal edit={edit} />
    </ListPage>
  );
}
