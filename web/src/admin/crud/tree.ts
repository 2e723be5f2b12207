// Trees of the admin lists (menus, article types): RuoYi's handleTree over a flat list.

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
