import { Form, Radio, TreeSelect } from 'antd';
import { MenuAddBody } from '@server/modules/system/menu-admin.schema';
import { IconPicker } from '@/admin/components/icon-picker';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { type ParentNode, type TreeSource, useParentTree } from '@/admin/crud/tree';
import {
  getMenu,
  listMenu,
  type MenuInput,
  type MenuListParams,
  menuListKey,
  type SysMenu,
  useAddMenu,
  useUpdateMenu,
} from '../../api/menu';

// 添加菜单 / 修改菜单 of 菜单管理: which fields show depends on the type (目录 M, 菜单 C, 按钮 F).

const fields = schemaForm(MenuAddBody);

/** The form holds isFrame and isCache as the radio values '0' / '1'. */
type MenuForm = Omit<MenuInput, 'isFrame' | 'isCache'> & { isFrame: string; isCache: string };

/** The menus as 菜单管理 lists them: a tree by parentId. */
export const menuTree: TreeSource<MenuListParams, SysMenu> = {
  queryKey: menuListKey,
  fetchAll: (filters) => listMenu(filters).then((r) => r.data ?? []),
  key: 'menuId',
  parentKey: 'parentId',
};

/** Directories and menus can hold menus; buttons cannot. */
const toParentTree = (menus: SysMenu[]): ParentNode[] =>
  menus
    .filter((m) => m.menuType !== 'F')
    .map((m) => ({ value: m.menuId, title: m.menuName, children: m.children && toParentTree(m.children) }));

const YES_NO = [
  { label: '是', value: '0' },
  { label: '否', value: '1' },
];
const CACHE = [
  { label: '缓存', value: '0' },
  { label: '不缓存', value: '1' },
];
const TYPES = [
  { label: '目录', value: 'M' },
  { label: '菜单', value: 'C' },
  { label: '按钮', value: 'F' },
];

export function useMenuForm() {
  return useEditForm<MenuForm, SysMenu>({
    noun: '菜单',
    idKey: 'menuId',
    add: useAddMenu(),
    update: useUpdateMenu(),
    defaults: {
      parentId: 0,
      menuType: 'M',
      orderNum: 0,
      isFrame: '1',
      isCache: '0',
      visible: '0',
      status: '0',
    },
    load: (id) => getMenu(id).then((r) => r.data as SysMenu),
    toValues: (m) =>
      ({ ...m, isFrame: String(m.isFrame ?? '1'), isCache: String(m.isCache ?? '0') }) as Partial<MenuForm>,
    schema: MenuAddBody,
  });
}

export function MenuFormModal({ edit }: { edit: ReturnType<typeof useMenuForm> }) {
  const dict = useDict('sys_show_hide', 'sys_normal_disable');
  const parents = useParentTree(menuTree, edit.isOpen, toParentTree);
  const menuType = Form.useWatch('menuType', edit.form);
  return (
    <FormModal {...edit.modal} width={680}>
      <Form.Item label="上级菜单" name="parentId">
        <TreeSelect
          treeData={parents}
          treeDefaultExpandedKeys={[0]}
          placeholder="选择上级菜单"
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      {fields.radios('menuType', '菜单类型', TYPES)}
      {menuType !== 'F' ? (
        <Form.Item {...fields.item('icon', '菜单图标')}>
          <IconPicker />
        </Form.Item>
      ) : null}
      {fields.input('menuName', '菜单名称')}
      {fields.number('orderNum', '显示排序', { messageLabel: '菜单顺序' })}
      {menuType === 'C'
        ? fields.input('routeName', '路由名称', {
            tooltip: '默认不填则和路由地址相同：如地址为：`user`，则名称为`User`',
          })
        : null}
      {menuType !== 'F' ? (
        <>
          <Form.Item label="是否外链" name="isFrame" tooltip="选择是外链则路由地址需要以`http(s)://`开头">
            <Radio.Group options={YES_NO} />
          </Form.Item>
          {fields.input('path', '路由地址', {
            // Directories and menus need one, buttons none: the schema leaves it optional.
            required: true,
            tooltip: '访问的路由地址，如：`user`，如外网地址需内链访问则以`http(s)://`开头',
          })}
        </>
      ) : null}
      {menuType === 'C' ? (
        <>
          {fields.input('component', '组件路径', {
            tooltip: '访问的组件路径，如：`system/user/index`，默认在`views`目录下',
          })}
          {fields.input('query', '路由参数', {
            tooltip: '访问路由的默认传递参数，如：`{"id": 1, "name": "ry"}`',
          })}
          <Form.Item
            label="是否缓存"
            name="isCache"
            tooltip="选择是则会被`keep-alive`缓存，需要匹配组件的`name`和地址保持一致"
          >
            <Radio.Group options={CACHE} />
          </Form.Item>
        </>
      ) : null}
      {menuType !== 'M'
        ? fields.input('perms', '权限字符', {
            placeholder: '请输入权限标识',
            tooltip: "控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasPermi('system:user:list')`)",
          })
        : null}
      {menuType !== 'F' ? (
        <Form.Item label="显示状态" name="visible" tooltip="选择隐藏则路由将不会出现在侧边栏，但仍然可以访问">
          <Radio.Group options={dict.sys_show_hide} />
        </Form.Item>
      ) : null}
      <Form.Item label="菜单状态" name="status" tooltip="选择停用则路由将不会出现在侧边栏，也不能被访问">
        <Radio.Group options={dict.sys_normal_disable} />
      </Form.Item>
    </FormModal>
  );
}
