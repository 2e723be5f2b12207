import { useDict } from '@/admin/components/use-dict';
import { createTimeColumn, ListPage, removeByName } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { useDelMenu } from '../../../api/menu';
import { MenuFormModal, menuTree, useMenuForm } from '../../components/menu-form';

// 菜单管理 (RuoYi-Vue3 src/views/system/menu/index.vue): the menus as a tree, edited row by row.

export default function MenuPage() {
  const dict = useDict('sys_normal_disable');
  const edit = useMenuForm();
  const del = useDelMenu();

  return (
    <ListPage
      perm="system:menu"
      rowKey="menuId"
      treeParent="parentId"
      source={menuTree}
      search={['menuName', statusField(dict.sys_normal_disable, '菜单状态')]}
      columns={[
        { key: 'menuName', title: '菜单名称', align: 'left', ellipsis: true, width: 200 },
        { key: 'icon', title: '图标', width: 120 },
        { key: 'orderNum', title: '排序', width: 60 },
        { key: 'perms', title: '权限标识', align: 'left', ellipsis: true },
        { key: 'component', title: '组件路径', align: 'left', ellipsis: true },
        { key: 'status', title: '状态', width: 80, dict: dict.sys_normal_disable },
        createTimeColumn(160),
      ]}
      form={edit}
      remove={removeByName('menuName', del)}
      rowActions={() => ['edit', 'addChild', 'remove']}
      actionsWidth={210}
    >
      <MenuFormModal edit={edit} />
    </ListPage>
  );
}
