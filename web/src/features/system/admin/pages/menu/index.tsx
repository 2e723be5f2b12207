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
import { DictTag } from '@/admin/components/dict-tag';
import { ToolbarRow } from '@/admin/components/crud-toolbar';
import { confirmRemove } from '@/admin/components/feedback';
import { RowEditButton, RowRemoveButton } from '@/admin/components/row-actions';
import { FormModal } from '@/admin/components/form-modal';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { systemKey } from '../../../api/admin-kit';
import {
  getMenu,
  handleTree,
  listMenu,
  type MenuInput,
  type MenuListParams,
  menuListKey,
  type SysMenu,
  useAddMenu,
  useDelMenu,
  useUpdateMenu,
} from '../../../api/menu';
import { formatTime, msgSuccess, quietly, SearchForm } from '../../shared';

// 菜单管理 (RuoYi-Vue3 src/views/system/menu/index.vue): a tree table and the menu form.

interface ParentNode {
  value: number;
  title: string;
  children?: ParentNode[];
}

const toParentTree = (menus: SysMenu[]): ParentNode[] =>
  menus
    .filter((m) => m.menuType !== 'F')
    .map((m) => ({
      value: m.menuId,
      title: m.menuName,
      children: m.children ? toParentTree(m.children) : undefined,
    }));

const allIds = (menus: SysMenu[]): number[] => menus.flatMap((m) => [m.menuId, ...allIds(m.children ?? [])]);

type MenuForm = Omit<MenuInput, 'isFrame' | 'isCache'> & { isFrame: string; isCache: string };

function MenuFormModal({
  menuId,
  parentId,
  tree,
  open,
  onClose,
}: {
  menuId?: number;
  parentId?: number;
  tree: SysMenu[];
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<MenuForm>();
  const dict = useDict('sys_show_hide', 'sys_normal_disable');
  const detail = useQuery({
    queryKey: systemKey('menu', 'detail', String(menuId)),
    queryFn: () => getMenu(menuId!),
    enabled: open && menuId !== undefined,
    staleTime: 0,
  });
  const add = useAddMenu();
  const update = useUpdateMenu();
  const menuType = Form.useWatch('menuType', form);
  const parents = useMemo(() => [{ value: 0, title: '主类目', children: toParentTree(tree) }], [tree]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (menuId === undefined) {
      form.setFieldsValue({
        parentId: parentId ?? 0,
        menuType: 'M',
        orderNum: 0,
        isFrame: '1',
        isCache: '0',
        visible: '0',
        status: '0',
      });
    } else if (detail.data?.data) {
      const m = detail.data.data;
      form.setFieldsValue({ ...m, isFrame: String(m.isFrame ?? '1'), isCache: String(m.isCache ?? '0') });
    }
  }, [open, menuId, parentId, detail.data, form]);

  const submit = async (values: MenuForm) => {
    const body = { ...values, menuId };
    const done = menuId
      ? await quietly(() => update.mutateAsync(body))
      : await quietly(() => add.mutateAsync(body));
    if (done === undefined) return;
    msgSuccess(menuId ? '修改成功' : '新增成功');
    onClose();
  };
  const yesNo = [
    { label: '是', value: '0' },
    { label: '否', value: '1' },
  ];
  return (
    <FormModal
      title={menuId ? '修改菜单' : '添加菜单'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
      width={680}
    >
      <Form.Item label="上级菜单" name="parentId">
        <TreeSelect
          treeData={parents}
          treeDefaultExpandedKeys={[0]}
          placeholder="选择上级菜单"
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      <Form.Item label="菜单类型" name="menuType">
        <Radio.Group
          options={[
            { label: '目录', value: 'M' },
            { label: '菜单', value: 'C' },
            { label: '按钮', value: 'F' },
          ]}
        />
      </Form.Item>
      {menuType !== 'F' ? (
        <Form.Item label="菜单图标" name="icon">
          <Input placeholder="点击选择图标" maxLength={100} />
        </Form.Item>
      ) : null}
      <Form.Item label="菜单名称" name="menuName" rules={[{ required: true, message: '菜单名称不能为空' }]}>
        <Input placeholder="请输入菜单名称" maxLength={50} />
      </Form.Item>
      <Form.Item label="显示排序" name="orderNum" rules={[{ required: true, message: '菜单顺序不能为空' }]}>
        <InputNumber min={0} />
      </Form.Item>
      {menuType === 'C' ? (
        <Form.Item
          label="路由名称"
          name="routeName"
          tooltip="默认不填则和路由地址相同：如地址为：`user`，则名称为`User`"
        >
          <Input placeholder="请输入路由名称" />
        </Form.Item>
      ) : null}
      {menuType !== 'F' ? (
        <>
          <Form.Item label="是否外链" name="isFrame" tooltip="选择是外链则路由地址需要以`http(s)://`开头">
            <Radio.Group options={yesNo} />
          </Form.Item>
          <Form.Item
            label="路由地址"
            name="path"
            tooltip="访问的路由地址，如：`user`，如外网地址需内链访问则以`http(s)://`开头"
            rules={[{ required: true, message: '路由地址不能为空' }]}
          >
            <Input placeholder="请输入路由地址" />
          </Form.Item>
        </>
      ) : null}
      {menuType === 'C' ? (
        <>
          <Form.Item
            label="组件路径"
            name="component"
            tooltip="访问的组件路径，如：`system/user/index`，默认在`views`目录下"
          >
            <Input placeholder="请输入组件路径" />
          </Form.Item>
          <Form.Item
            label="路由参数"
            name="query"
            tooltip='访问路由的默认传递参数，如：`{"id": 1, "name": "ry"}`'
          >
            <Input placeholder="请输入路由参数" maxLength={255} />
          </Form.Item>
          <Form.Item
            label="是否缓存"
            name="isCache"
            tooltip="选择是则会被`keep-alive`缓存，需要匹配组件的`name`和地址保持一致"
          >
            <Radio.Group
              options={[
                { label: '缓存', value: '0' },
                { label: '不缓存', value: '1' },
              ]}
            />
          </Form.Item>
        </>
      ) : null}
      {menuType !== 'M' ? (
        <Form.Item
          label="权限字符"
          name="perms"
          tooltip="控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasPermi('system:user:list')`)"
        >
          <Input placeholder="请输入权限标识" maxLength={100} />
        </Form.Item>
      ) : null}
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

export default function MenuPage() {
  const [searchForm] = Form.useForm<MenuListParams>();
  const [showSearch, setShowSearch] = useState(true);
  const [filters, setFilters] = useState<MenuListParams>({});
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [editing, setEditing] = useState<{ menuId?: number; parentId?: number } | null>(null);
  const dict = useDict('sys_normal_disable');
  const list = useQuery({ queryKey: [...menuListKey, filters], queryFn: () => listMenu(filters) });
  const tree = useMemo(() => handleTree(list.data?.data ?? [], 'menuId', 'parentId'), [list.data]);
  const del = useDelMenu();

  const handleDelete = (m: SysMenu) =>
    confirmRemove(`是否确认删除名称为"${m.menuName}"的数据项？`, () => del.mutateAsync(m.menuId));

  const columns: TableColumnsType<SysMenu> = [
    { key: 'menuName', title: '菜单名称', dataIndex: 'menuName', ellipsis: true, width: 200 },
    { key: 'icon', title: '图标', dataIndex: 'icon', align: 'center', width: 120 },
    { key: 'orderNum', title: '排序', dataIndex: 'orderNum', align: 'center', width: 60 },
    { key: 'perms', title: '权限标识', dataIndex: 'perms', ellipsis: true },
    { key: 'component', title: '组件路径', dataIndex: 'component', ellipsis: true },
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
      render: (_, m) => (
        <Space size={0}>
          <RowEditButton perm="system:menu" onClick={() => setEditing({ menuId: m.menuId })} />
          <HasPermi value={['system:menu:add']}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ parentId: m.menuId })}
            >
              新增
            </Button>
          </HasPermi>
          <RowRemoveButton perm="system:menu" onClick={() => void handleDelete(m)} />
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
        <Form.Item label="菜单名称" name="menuName">
          <Input placeholder="请输入菜单名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="菜单状态"
            allowClear
            options={dict.sys_normal_disable}
            style={{ width: 200 }}
          />
        </Form.Item>
      </SearchForm>

      <ToolbarRow
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void list.refetch() }}
      >
        <HasPermi value={['system:menu:add']}>
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
      </ToolbarRow>

      <Table<SysMenu>
        scroll={{ x: 'max-content' }}
        rowKey="menuId"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={tree}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
      />

      <MenuFormModal
        menuId={editing?.menuId}
        parentId={editing?.parentId}
        tree={tree}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
