import { useQuery } from '@tanstack/react-query';
import type { WholeSource } from './use-list-query';

// Trees of the admin lists (menus, article types): RuoYi's handleTree over a flat list, and the
// 上级 picker of their forms.

type Node<T> = T & { children?: Node<T>[] };

/** Nests `rows` under their parents by `parentKey`; a row whose parent is not listed is a root. */
export function handleTree<T extends object>(
  rows: readonly T[],
  key: keyof T,
  parentKey: keyof T,
): Node<T>[] {
  const nodes = new Map<unknown, Node<T>>();
  for (const row of rows) nodes.set(row[key], { ...row, children: [] });
  const roots: Node<T>[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentKey]);
    if (parent && parent !== node) parent.children!.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) if (node.children!.length === 0) delete node.children;
  return roots;
}

/** The `key` of every node of `nodes` and below. */
export function treeKeys<T extends { children?: T[] }, K extends keyof T>(
  nodes: readonly T[],
  key: K,
): T[K][] {
  return nodes.flatMap((n) => [n[key], ...treeKeys(n.children ?? [], key)]);
}

/** A node of a tree form's 上级 picker (an antd TreeSelect node). */
export interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

/** A tree's whole list as its page lists it, and the keys that nest its rows. */
export interface TreeSource<F, T> extends WholeSource<F, T> {
  key: keyof T;
  parentKey: keyof T;
}

/**
 * The 上级 picker of a tree's add/edit form: 主类目 (0) over the whole `tree`, its rows made nodes by
 * `toNodes`; fetched (unfiltered, under `[...queryKey, 'parents']`) while the form is `open`.
 */
export function useParentTree<F extends object, T extends object>(
  tree: TreeSource<F, T>,
  open: boolean,
  toNodes: (nodes: Node<T>[]) => ParentNode[],
): ParentNode[] {
  const nodes = useQuery({
    queryKey: [...tree.queryKey, 'parents'],
    queryFn: () => tree.fetchAll({} as F).then((rows) => handleTree(rows, tree.key, tree.parentKey)),
    enabled: open,
  });
  return [{ value: 0, title: '主类目', children: toNodes(nodes.data ?? []) }];
}
