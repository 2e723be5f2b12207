import { Table } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { Dialog } from '@/admin/components/dialog';
import { msgError, msgSuccess, quietly } from '@/admin/components/feedback';
import { type ListColumn, tableColumns } from './list-page';
import { type SearchField, SearchForm } from './search-form';
import type { useListQuery } from './use-list-query';

// Lists inside a dialog (RuoYi's 已读用户, 选择用户, 导入表): a search form over a small paged table,
// and the dialog that runs an action on the rows checked in such a list.

export interface DialogListProps<R, F extends object> {
  list: ReturnType<typeof useListQuery<F, R>>;
  search: readonly SearchField[];
  rowKey: keyof R & string;
  columns: readonly ListColumn<R>[];
  /** Between the search form and the table (e.g. how many there are). */
  summary?: ReactNode;
  /** The checked rows; the table then scrolls within the dialog, keeping its buttons in view. */
  checked?: { keys: readonly Key[]; onChange: (keys: Key[]) => void };
}

export function DialogList<R extends object, F extends object>({
  list,
  search,
  rowKey,
  columns,
  summary,
  checked,
}: DialogListProps<R, F>) {
  return (
    <>
      <SearchForm<F> fields={search} onSearch={(filters) => list.search(filters)} onReset={list.reset} />
      {summary}
      <Table<R>
        rowKey={rowKey}
        size="small"
        loading={list.loading}
        columns={tableColumns(columns)}
        dataSource={list.rows}
        pagination={list.pagination}
        {...(checked
          ? {
              rowSelection: { selectedRowKeys: [...checked.keys], onChange: checked.onChange },
              scroll: { y: 260 },
            }
          : {})}
      />
    </>
  );
}

export interface PickDialogProps<R, F extends object, K extends Key> extends Omit<
  DialogListProps<R, F>,
  'checked'
> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** Runs the action on the checked rows' keys. */
  run: (keys: K[]) => Promise<unknown>;
  /** Shown when 确 定 is pressed with nothing checked. */
  noneChecked: string;
  /** Shown once the action went through. */
  done: string;
}

/** A dialog whose 确 定 runs an action on the rows checked in its list, then clears them and closes. */
export function PickDialog<R extends object, F extends object, K extends Key>({
  title,
  open,
  onClose,
  run,
  noneChecked,
  done,
  ...list
}: PickDialogProps<R, F, K>) {
  const [keys, setKeys] = useState<K[]>([]);
  const submit = async () => {
    if (keys.length === 0) {
      msgError(noneChecked);
      return;
    }
    const answer = await quietly(() => run(keys));
    if (answer === undefined) return;
    msgSuccess(done);
    setKeys([]);
    onClose();
  };
  return (
    <Dialog title={title} open={open} onClose={onClose} onOk={submit} width={800}>
      <DialogList<R, F> {...list} checked={{ keys, onChange: (next) => setKeys(next as K[]) }} />
    </Dialog>
  );
}
