import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  SortAscendingOutlined,
} from '@ant-design/icons';
import { Grid, Table, type TableColumnsType } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { type Key, type ReactNode, useState } from 'react';
import { DictTag } from '@/admin/components/dict-tag';
import { ImportDialog, type ImportDialogProps } from '@/admin/components/import-dialog';
import { confirmThen } from '@/admin/components/feedback';
import type { DictOption } from '@/admin/components/use-dict';
import { joinIds } from '@/lib/ids';
import type { TableDataInfo } from '@/lib/request';
import { parseTime } from '@/lib/time';
import { exportList } from './export-list';
import styles from './list-page.module.css';
import { RowActions, type RowButton } from './row-actions';
import { type SearchField, SearchForm } from './search-form';
import { type SortQuery, sortable, toSortQuery } from './sort';
import { importButton, Toolbar, type ToolbarButton } from './toolbar';
import { handleTree, treeKeys } from './tree';
import { type ListSource, useListQuery } from './use-list-query';

// An admin list page from a description (the idea of ant-design-pro's ProTable, on plain antd):
// the search form, the toolbar (新增 修改 删除 清空 导出, each under `<perm>:add|edit|remove|export`,
// 导入 with its dialog, then the page's own buttons), RuoYi's right toolbar (search toggle, refresh, column visibility),
// and the table with its checkboxes, row actions, paging, server sorting or tree.

/** A column: antd's, keyed and centred by default, its dataIndex the key unless given. */
export interface ListColumn<R> extends ColumnType<R> {
  key: string;
  title: string;
  /** Shows the value as its dictionary option's label (<DictTag>). */
  dict?: readonly DictOption[];
  /** Sorted by the server (RuoYi sortable="custom"). */
  sortable?: boolean;
}

/**
 * A search field, or the key of a column to search by (ProTable's searchable column): the column's
 * title its label, the column's dictionary (if any) its options.
 */
export type SearchEntry = SearchField | string;

/** The search fields of `entries`, the keys among them taken from their columns. */
export function searchFields<R>(
  entries: readonly SearchEntry[],
  columns: readonly ListColumn<R>[],
): SearchField[] {
  return entries.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const column = columns.find((c) => c.key === entry);
    if (!column) throw new Error(`No column "${entry}" to search by`);
    const field = { name: entry, label: column.title };
    return column.dict ? { ...field, options: column.dict } : field;
  });
}

/**
 * A row's 修改, 删除 (under `<perm>:edit` / `:remove`), 新增 of a child row in a tree (under
 * `<perm>:add`: the form opened with the row as the parent) or a button of the page's own.
 */
export type RowAction = 'edit' | 'remove' | 'addChild' | RowButton;

export interface ListPageProps<R extends object, K extends keyof R, F extends object> {
  /** Permission prefix, e.g. 'system:user' → system:user:add, :edit, :remove, :export. */
  perm: string;
  rowKey: K;
  source: ListSource<F, R>;
  search?: readonly SearchEntry[];
  columns: readonly ListColumn<NoInfer<R>>[];
  /** A 序号 column first (the row's number across pages). */
  rowNumbers?: boolean;
  /** 显隐列 in the right toolbar. */
  columnToggle?: boolean;
  /** Nests the rows by this parent key into a tree: no paging, a 展开/折叠 button. */
  treeParent?: NoInfer<keyof R>;
  /**
   * The add/edit dialog: 新增 opens it empty, 修改 on a row (unless onAdd / onEdit say otherwise), a
   * tree's 新增 on a row with `{ <treeParent>: the row's id }` as the new record's values.
   */
  form?: { open: (id?: R[K], parent?: never) => void };
  /** 新增, given the applied filters. */
  onAdd?: (filters: F) => void;
  /** 修改 of a row (its button, or the toolbar's on the one checked row). */
  onEdit?: (id: R[K]) => void;
  /** 删除 of a row or the checked rows: asks `confirm` (given the ids as '1,2'), runs, shows 删除成功. */
  remove?: { confirm: (ids: string, rows: R[]) => string; run: (ids: R[K][]) => Promise<unknown> };
  /** 清空 (the logs): asks `confirm`, runs, shows 清空成功. */
  clean?: { confirm: string; run: () => Promise<unknown> };
  /** 导出 of the rows matching the filters as `<name>_<millis>.xlsx`. */
  exportTo?: { url: string; name: string };
  /** 导入 from Excel: its button (under `perm`, labelled 导入 unless `label`) opens RuoYi's import dialog. */
  importFrom?: Omit<ImportDialogProps, 'open' | 'onClose'> & { perm: string; label?: string };
  /** The page's own toolbar buttons, after the standard ones. */
  buttons?: readonly ToolbarButton<R>[];
  /** The 操作 column's buttons of a row; none: no such column. */
  rowActions?: (row: R) => readonly RowAction[];
  actionsWidth?: number;
  /** A built-in row (e.g. the admin user or role) that can be neither checked nor acted on here. */
  builtIn?: (row: R) => boolean;
  /** A line above the table from the list's answer (e.g. the amount the server sums up). */
  summary?: (answer: TableDataInfo<R> & Record<string, unknown>) => ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** antd columns of `columns`: dataIndex the key, centred, dictionary tags, server sorting by `sort`. */
export function tableColumns<R>(
  columns: readonly ListColumn<R>[],
  sort: SortQuery = {},
): TableColumnsType<R> {
  return columns.map(({ dict, sortable: sorted, ...column }) => ({
    dataIndex: column.key,
    align: 'center',
    ...(dict ? { render: (value: string) => <DictTag options={dict} value={value} /> } : {}),
    ...(sorted ? sortable<R>(sort, column.key) : {}),
    ...column,
  }));
}

/** The 创建时间 column, as RuoYi's parseTime shows it. */
export const createTimeColumn = (width = 180) => ({
  key: 'createTime',
  title: '创建时间',
  width,
  render: parseTime,
});

/** `remove` of one tree row by `del`, asking RuoYi's 是否确认删除名称为"<the row's name>"的数据项？ */
export const removeByName = <R, Id>(name: keyof R, del: { mutateAsync: (id: Id) => Promise<unknown> }) => ({
  confirm: (_ids: string, [row]: R[]) => `是否确认删除名称为"${String(row[name])}"的数据项？`,
  run: ([id]: Id[]) => del.mutateAsync(id),
});

/** `remove` by `del`, asking RuoYi's 是否确认删除<noun>编号为"1,2"的数据项？ */
export const removeByIds = <Ids,>(noun: string, del: { mutateAsync: (ids: Ids) => Promise<unknown> }) => ({
  confirm: (ids: string) => `是否确认删除${noun}编号为"${ids}"的数据项？`,
  run: (ids: Ids) => del.mutateAsync(ids),
});

export function ListPage<R extends object, K extends keyof R, F extends object>(
  props: ListPageProps<R, K, F>,
) {
  const { perm, rowKey, source, search, columns, treeParent, form, remove, clean, exportTo } = props;
  const onAdd = props.onAdd ?? (form && (() => form.open()));
  const onEdit = props.onEdit ?? form?.open;
  const list = useListQuery(source, treeParent === undefined);
  // From a tablet up the 操作 column stays at the table's right edge while the others scroll
  // sideways; on a phone it would take most of the screen, so it scrolls with them.
  const wide = Grid.useBreakpoint().md === true;
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<R[]>([]);
  const [hidden, setHidden] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [importing, setImporting] = useState(false);
  const rows = treeParent === undefined ? list.rows : handleTree(list.rows, rowKey, treeParent);
  const idOf = (row: R) => row[rowKey];

  /** Asks, removes `targets`, shows 删除成功; true when they were removed. */
  const removeRows = (targets: R[]) =>
    confirmThen(
      remove!.confirm(joinIds(targets.map(idOf) as (number | string)[]), targets),
      () => remove!.run(targets.map(idOf)),
      '删除成功',
    );

  const editLook = { label: '修改', icon: <EditOutlined />, perm: `${perm}:edit` };
  const removeLook = { label: '删除', icon: <DeleteOutlined />, perm: `${perm}:remove` };

  // A tree is edited row by row (RuoYi's menu page): no checkboxes, no toolbar 修改 / 删除.
  const checkable =
    treeParent === undefined && Boolean(onEdit || remove || props.buttons?.some((b) => b.needs));
  const standard: (ToolbarButton<R> | false | undefined)[] = [
    onAdd && {
      label: '新增',
      icon: <PlusOutlined />,
      perm: `${perm}:add`,
      primary: true,
      onClick: () => onAdd(list.filters),
    },
    checkable && onEdit && { ...editLook, needs: 'one', onClick: ([row]) => onEdit(idOf(row)) },
    checkable && remove && { ...removeLook, needs: 'some', danger: true, onClick: removeRows },
    clean && {
      label: '清空',
      icon: <DeleteOutlined />,
      perm: `${perm}:remove`,
      danger: true,
      onClick: () => confirmThen(clean.confirm, clean.run, '清空成功'),
    },
    exportTo && {
      label: '导出',
      icon: <DownloadOutlined />,
      perm: `${perm}:export`,
      onClick: () => exportList(exportTo.url, list.params, exportTo.name),
    },
    props.importFrom && importButton(props.importFrom.perm, () => setImporting(true), props.importFrom.label),
    treeParent !== undefined && {
      label: '展开/折叠',
      icon: <SortAscendingOutlined />,
      onClick: () => setExpanded(expanded.length > 0 ? [] : treeKeys(rows, rowKey as never)),
    },
  ];
  const buttons = [...standard.filter((b): b is ToolbarButton<R> => Boolean(b)), ...(props.buttons ?? [])];

  const rowButton = (row: R, action: RowAction): RowButton => {
    if (action === 'edit') return { ...editLook, onClick: () => onEdit!(idOf(row)) };
    if (action === 'addChild') {
      return {
        label: '新增',
        icon: <PlusOutlined />,
        perm: `${perm}:add`,
        // The form's values, typed by the form, take the row's id as the parent.
        onClick: () => form!.open(undefined, { [treeParent!]: idOf(row) } as never),
      };
    }
    if (action === 'remove') {
      return { ...removeLook, onClick: () => void removeRows([row]).then((done) => done && setSelected([])) };
    }
    return action;
  };

  const shown: TableColumnsType<R> = [
    ...(props.rowNumbers
      ? [
          {
            key: 'index',
            title: '序号',
            width: 60,
            align: 'center' as const,
            render: (_: unknown, __: R, i: number) => list.rowNumber(i),
          },
        ]
      : []),
    ...tableColumns(columns, list.filters as SortQuery).filter((c) => !hidden.includes(String(c.key))),
    ...(props.rowActions
      ? [
          {
            key: 'actions',
            title: '操作',
            align: 'center' as const,
            width: props.actionsWidth,
            fixed: wide ? ('right' as const) : undefined,
            render: (_: unknown, row: R) => {
              const actions = props.builtIn?.(row) ? [] : props.rowActions!(row);
              return actions.length ? <RowActions buttons={actions.map((a) => rowButton(row, a))} /> : null;
            },
          },
        ]
      : []),
  ];

  const searchWith = (next: () => void) => {
    setSelected([]);
    next();
  };

  return (
    <div className={styles.page}>
      {search ? (
        <SearchForm<F>
          fields={searchFields(search, columns)}
          initialValues={source.initial}
          hidden={!showSearch}
          onSearch={(filters, range) => searchWith(() => list.search(filters, range))}
          onReset={() => searchWith(list.reset)}
        />
      ) : null}

      <Toolbar
        buttons={buttons}
        selected={selected}
        onDone={() => setSelected([])}
        right={{
          ...(search ? { showSearch, onShowSearchChange: setShowSearch } : {}),
          onRefresh: () => void list.refetch(),
          ...(props.columnToggle
            ? {
                columns: columns.map((c) => ({ key: c.key, title: c.title })),
                hidden,
                onHiddenChange: setHidden,
              }
            : {}),
        }}
      />

      {props.summary && list.answer ? (
        <div className={styles.summary}>
          {props.summary(list.answer as TableDataInfo<R> & Record<string, unknown>)}
        </div>
      ) : null}
      <Table<R>
        scroll={{ x: 'max-content' }}
        rowKey={rowKey as string}
        size="middle"
        loading={list.loading}
        columns={shown}
        dataSource={rows}
        pagination={list.pagination}
        rowSelection={
          checkable
            ? {
                selectedRowKeys: selected.map(idOf) as Key[],
                onChange: (_keys, picked) => setSelected(picked),
                getCheckboxProps: props.builtIn ? (row) => ({ disabled: props.builtIn!(row) }) : undefined,
              }
            : undefined
        }
        expandable={
          treeParent === undefined
            ? undefined
            : { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }
        }
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') list.search({ ...list.filters, ...toSortQuery(sorter) });
        }}
      />
      {props.importFrom ? (
        <ImportDialog {...props.importFrom} open={importing} onClose={() => setImporting(false)} />
      ) : null}
      {props.children}
    </div>
  );
}
