import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Space, Tree } from 'antd';
import { useState } from 'react';
import { RoleAddBody } from '@server/modules/system/role.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { treeKeys } from '@/admin/crud/tree';
import { type MenuTreeNode, menuTreeQueryOptions, roleMenuTreeQueryOptions } from '../../api/menu';
import { type RoleInput, roleResource } from '../../api/role';

// 添加角色 / 修改角色 of 角色管理, with the menu tree the role may use (RuoYi's 菜单权限: expand or
// collapse all, check all or none, parents and children linked or not).

const fields = schemaForm(RoleAddBody);

interface TreeNode {
  key: number;
  title: string;
  children?: TreeNode[];
}

const toTree = (nodes: MenuTreeNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.label, children: n.children && toTree(n.children) }));

const leafKeys = (nodes: TreeNode[]): number[] =>
  nodes.flatMap((n) => (n.children?.length ? leafKeys(n.children) : [n.key]));

/** `checked` and the parents of each: with linked checking the server wants those too. */
function withParents(nodes: TreeNode[], checked: number[]): number[] {
  const out = new Set(checked);
  const walk = (node: TreeNode, trail: number[]) => {
    if (out.has(node.key)) trail.forEach((k) => out.add(k));
    node.children?.forEach((c) => walk(c, [...trail, node.key]));
  };
  nodes.forEach((n) => walk(n, []));
  return [...out];
}

export function useRoleForm() {
  // The admin's changes, else what the server sends.
  const [picked, setPicked] = useState<number[] | null>(null);
  const [pickedStrictly, setPickedStrictly] = useState<boolean | null>(null);
  const [expanded, setExpanded] = useState<number[]>([]);
  const edit = useResourceForm(roleResource, {
    defaults: { status: '0', roleSort: 0 },
    // Read on 确 定, from the tree state below.
    toBody: (values): RoleInput => ({
      ...values,
      menuIds: strictly ? withParents(tree, checked) : checked,
      menuCheckStrictly: strictly,
    }),
    schema: RoleAddBody,
  });
  const all = useQuery({
    ...menuTreeQueryOptions(),
    enabled: edit.isOpen && edit.id === undefined,
    staleTime: 0,
  });
  const mine = useQuery({
    ...roleMenuTreeQueryOptions(edit.id ?? 0),
    enabled: edit.isOpen && edit.id !== undefined,
    staleTime: 0,
  });
  const nodes = edit.id === undefined ? all.data : mine.data?.menus;
  const tree: TreeNode[] = toTree(nodes ?? []);
  const strictly: boolean =
    pickedStrictly ?? (edit.data as { menuCheckStrictly?: boolean } | undefined)?.menuCheckStrictly ?? true;
  const loaded = edit.id === undefined ? [] : (mine.data?.checkedKeys ?? []);
  // With linked checking only the leaves are checked, or a checked parent would check all its children.
  const checked: number[] = picked ?? (strictly ? loaded.filter((k) => leafKeys(tree).includes(k)) : loaded);
  return {
    edit,
    menu: { tree, checked, strictly, expanded, setPicked, setPickedStrictly, setExpanded },
    reset: () => {
      setPicked(null);
      setPickedStrictly(null);
      setExpanded([]);
    },
  };
}

export function RoleFormModal({ role }: { role: ReturnType<typeof useRoleForm> }) {
  const dict = useDict('sys_normal_disable');
  const { tree, checked, strictly, expanded, setPicked, setPickedStrictly, setExpanded } = role.menu;
  const everyKey = treeKeys(tree, 'key');
  return (
    <FormModal {...role.edit.modal} afterClose={role.reset}>
      {fields.input('roleName', '角色名称')}
      {fields.input('roleKey', '权限字符', {
        tooltip: "控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasRole('admin')`)",
      })}
      {fields.number('roleSort', '角色顺序')}
      {fields.radios('status', '状态', dict.sys_normal_disable)}
      <Form.Item label="菜单权限">
        <Space wrap>
          <Checkbox
            checked={expanded.length > 0}
            onChange={(e) => setExpanded(e.target.checked ? everyKey : [])}
          >
            展开/折叠
          </Checkbox>
          <Checkbox
            checked={checked.length > 0 && checked.length === everyKey.length}
            onChange={(e) => setPicked(e.target.checked ? everyKey : [])}
          >
            全选/全不选
          </Checkbox>
          <Checkbox checked={strictly} onChange={(e) => setPickedStrictly(e.target.checked)}>
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
            onCheck={(keys) => setPicked((Array.isArray(keys) ? keys : keys.checked) as number[])}
          />
        </div>
      </Form.Item>
      {fields.remark()}
    </FormModal>
  );
}
