import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tree,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { HasPermi } from '@/admin/access';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList, withoutPaging } from '@/admin/components/export-list';
import { confirmRemove } from '@/admin/components/feedback';
import { RowActions } from '@/admin/components/row-actions';
import { FormModal } from '@/admin/components/form-modal';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { type DateRange, useTableQuery } from '@/admin/components/use-table-query';
import { systemKey } from '../../../api/admin-kit';
import { type MenuTreeNode, roleMenuTreeselect, treeselect } from '../../../api/menu';
import {
  getRole,
  listRole,
  roleExportPath,
  roleListKey,
  type SysRole,
  useAddRole,
  useChangeRoleStatus,
  useDelRole,
  useUpdateRole,
} from '../../../api/role';
import { formatTime, msgSuccess, quietly, SearchForm, StatusSwitch } from '../../shared';

// 角色管理 (RuoYi-Vue3 src/views/system/role/index.vue, without data scope: there are no departments).

interface RoleFilters {
  roleName?: string;
  roleKey?: string;
  status?: string;
  dateRange?: DateRange;
}

interface RoleForm {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  remark?: string | null;
}

interface TreeNode {
  key: number;
  title: string;
  children?: TreeNode[];
}

const toTree = (nodes: MenuTreeNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.label, children: n.children ? toTree(n.children) : undefined }));

const allKeys = (nodes: TreeNode[]): number[] => nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);

const leafKeys = (nodes: TreeNode[]): number[] =>
  nodes.flatMap((n) => (n.children?.length ? leafKeys(n.children) : [n.key]));

/** Keys of `nodes` under which (or which themselves) all of `checked` lie: the parents to send too. */
function withParents(nodes: TreeNode[], checked: number[]): number[] {
  const out = new Set(checked);
  const walk = (node: TreeNode, trail: number[]) => {
    if (out.has(node.key)) trail.forEach((k) => out.add(k));
    node.children?.forEach((c) => walk(c, [...trail, node.key]));
  };
  nodes.forEach((n) => walk(n, []));
  return [...out];
}

function RoleFormModal({ roleId, open, onClose }: { roleId?: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<RoleForm>();
  const dict = useDict('sys_normal_disable');
  const detail = useQuery({
    queryKey: systemKey('role', 'detail', String(roleId)),
    queryFn: () => getRole(roleId!),
    enabled: open && roleId !== undefined,
    staleTime: 0,
  });
  const menus = useQuery({
    queryKey:
      roleId === undefined ? systemKey('menu', 'tree') : systemKey('menu', 'roleMenu', String(roleId)),
    queryFn: async () =>
      roleId === undefined
        ? { menus: (await treeselect()).data ?? [], checkedKeys: [] as number[] }
        : roleMenuTreeselect(roleId),
    enabled: open,
    staleTime: 0,
  });
  const tree = useMemo(() => toTree(menus.data?.menus ?? []), [menus.data]);
  // The admin's changes, else what the server sends (linked checking derives the parents: only the
  // leaves are kept, or a checked parent would check all its children).
  const [pickedKeys, setChecked] = useState<number[] | null>(null);
  const [pickedStrictly, setStrictly] = useState<boolean | null>(null);
  const [expanded, setExpanded] = useState<number[]>([]);
  const strictly = pickedStrictly ?? detail.data?.data?.menuCheckStrictly ?? true;
  const loadedKeys = menus.data?.checkedKeys ?? [];
  const checked =
    pickedKeys ?? (strictly ? loadedKeys.filter((k) => leafKeys(tree).includes(k)) : loadedKeys);
  const add = useAddRole();
  const update = useUpdateRole();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (roleId === undefined) form.setFieldsValue({ status: '0', roleSort: 0 });
    else if (detail.data?.data) form.setFieldsValue(detail.data.data);
  }, [open, roleId, detail.data, form]);

  const submit = async (values: RoleForm) => {
    const body = {
      ...values,
      remark: values.remark ?? undefined,
      menuIds: strictly ? withParents(tree, checked) : checked,
      menuCheckStrictly: strictly,
    };
    const done = roleId
      ? await quietly(() => update.mutateAsync({ ...body, roleId }))
      : await quietly(() => add.mutateAsync(body));
    if (done === undefined) return;
    msgSuccess(roleId ? '修改成功' : '新增成功');
    onClose();
  };
  return (
    <FormModal
      title={roleId ? '修改角色' : '添加角色'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
      afterClose={() => {
        setChecked(null);
        setStrictly(null);
        setExpanded([]);
      }}
    >
      <Form.Item label="角色名称" name="roleName" rules={[{ required: true, message: '角色名称不能为空' }]}>
        <Input placeholder="请输入角色名称" maxLength={30} />
      </Form.Item>
      <Form.Item
        label="权限字符"
        name="roleKey"
        tooltip="控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasRole('admin')`)"
        rules={[{ required: true, message: '权限字符不能为空' }]}
      >
        <Input placeholder="请输入权限字符" maxLength={100} />
      </Form.Item>
      <Form.Item label="角色顺序" name="roleSort" rules={[{ required: true, message: '角色顺序不能为空' }]}>
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={dict.sys_normal_disable} />
      </Form.Item>
      <Form.Item label="菜单权限">
        <Space wrap>
          <Checkbox
            checked={expanded.length > 0}
            onChange={(e) => setExpanded(e.target.checked ? allKeys(tree) : [])}
          >
            展开/折叠
          </Checkbox>
          <Checkbox
            checked={checked.length > 0 && checked.length === allKeys(tree).length}
            onChange={(e) => setChecked(e.target.checked ? allKeys(tree) : [])}
          >
            全选/全不选
          </Checkbox>
          <Checkbox checked={strictly} onChange={(e) => setStrictly(e.target.checked)}>
            父子联动
          </Checkbox>
        </Space>
        <div
          style={{
            border: '1px solid #e5e6e7',
            borderRadius: 4,
            marginTop: 5,
            maxHeight: 300,
            overflow: 'auto',
          }}
        >
          <Tree
            checkable
            checkStrictly={!strictly}
            treeData={tree}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys as number[])}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked) as number[])}
          />
        </div>
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" />
      </Form.Item>
    </FormModal>
  );
}

export default function RolePage() {
  const navigate = useNavigate();
  const [searchForm] = Form.useForm<RoleFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ roleId?: number } | null>(null);
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery({ queryKey: roleListKey, fetcher: listRole });
  const del = useDelRole();
  const changeStatus = useChangeRoleStatus();

  const handleDelete = (ids: number[]) =>
    confirmRemove(
      `是否确认删除角色编号为"${ids.join(',')}"的数据项？`,
      () => del.mutateAsync(ids),
      () => setSelected([]),
    );
  const isAdmin = (r: SysRole) => r.roleId === 1;

  const columns: TableColumnsType<SysRole> = [
    { key: 'roleId', title: '角色编号', dataIndex: 'roleId', align: 'center', width: 100 },
    { key: 'roleName', title: '角色名称', dataIndex: 'roleName', align: 'center', ellipsis: true },
    { key: 'roleKey', title: '权限字符', dataIndex: 'roleKey', align: 'center', ellipsis: true },
    { key: 'roleSort', title: '显示顺序', dataIndex: 'roleSort', align: 'center', width: 100 },
    {
      key: 'status',
      title: '状态',
      align: 'center',
      width: 100,
      render: (_, r) => (
        <StatusSwitch
          status={r.status}
          subject={`"${r.roleName}"角色`}
          disabled={isAdmin(r)}
          onChange={(status) => changeStatus.mutateAsync({ roleId: r.roleId, status })}
        />
      ),
    },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      render: formatTime,
    },
    {
      key: 'actions',
      title: '操作',
      align: 'center',
      width: 240,
      render: (_, r) =>
        isAdmin(r) ? null : (
          <RowActions
            perm="system:role"
            wrap
            onEdit={() => setEditing({ roleId: r.roleId })}
            onRemove={() => void handleDelete([r.roleId])}
          >
            <HasPermi value={['system:role:edit']}>
              <Button
                type="link"
                size="small"
                icon={<UserOutlined />}
                onClick={() => void navigate(`/system/role-auth/user/${r.roleId}`)}
              >
                分配用户
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
        <Form.Item label="角色名称" name="roleName">
          <Input placeholder="请输入角色名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="权限字符" name="roleKey">
          <Input placeholder="请输入权限字符" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="角色状态"
            allowClear
            options={dict.sys_normal_disable}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="创建时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="system:role"
        selectedCount={selected.length}
        onAdd={() => setEditing({})}
        onEdit={() => setEditing({ roleId: selected[0] })}
        onRemove={() => void handleDelete(selected)}
        onExport={() => exportList(roleExportPath, withoutPaging(table.params), 'role')}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      ></CrudToolbar>

      <Table<SysRole>
        scroll={{ x: 'max-content' }}
        rowKey="roleId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (r) => ({ disabled: isAdmin(r) }),
        }}
      />

      <RoleFormModal roleId={editing?.roleId} open={editing !== null} onClose={() => setEditing(null)} />
    </div>
  );
}
