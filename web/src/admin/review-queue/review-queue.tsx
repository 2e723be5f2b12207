import { AuditOutlined } from '@ant-design/icons';
import { type ReactNode, useState } from 'react';
import { ListPage, type ListPageProps, type RowAction } from '@/admin/crud/list-page';
import type { QueueCalls } from './review-calls';
import { type ReviewDetail, ReviewDrawer, type Reviewed } from './review-drawer';

// DESIGN.md §4b's review queue of the admin shell, for every business record that staff decide
// (applications, payments, event sign-ups, declarations …): the CRUD kit's list (filters by state,
// kind and date, export) with a 详情/审核 action on each row that opens the record's drawer.

export type { Decision } from './decision-modal';
export { type DetailField, type ReviewDetail, submissionFields, valueFields } from './review-drawer';

export interface ReviewQueueProps<
  R extends object,
  K extends keyof R,
  F extends object,
  D extends Reviewed,
> extends Omit<ListPageProps<R, K, F>, 'perm' | 'source' | 'exportTo' | 'rowActions' | 'children'> {
  /** The queue's list, records, export and permissions (`reviewCalls`). */
  calls: QueueCalls<F, R, D>;
  /** 导出 of the listed records as `<exportName>_<millis>.xlsx`. */
  exportName?: string;
  /** The record's drawer; its query and loading come from `calls`. */
  detail: Omit<ReviewDetail<D>, 'queryKey' | 'load'>;
  /** The row's button that opens the record (default 详情/审核; 详情 where staff only look and act). */
  openLabel?: string;
  /** The row's buttons after 详情/审核. */
  rowActions?: (row: R) => readonly RowAction[];
  /** The page's own dialogs. */
  children?: ReactNode;
}

export function ReviewQueue<R extends object, K extends keyof R, F extends object, D extends Reviewed>({
  calls,
  exportName,
  detail,
  openLabel = '详情/审核',
  rowActions,
  children,
  ...list
}: ReviewQueueProps<R, K, F, D>) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <ListPage<R, K, F>
      {...list}
      perm={calls.perm}
      source={calls.source}
      exportTo={exportName === undefined ? undefined : { url: calls.exportPath, name: exportName }}
      rowActions={(row) => [
        {
          label: openLabel,
          icon: <AuditOutlined />,
          perm: `${calls.perm}:query`,
          onClick: () => setOpenId(Number(row[list.rowKey])),
        },
        ...(rowActions?.(row) ?? []),
      ]}
      actionsWidth={list.actionsWidth ?? 140}
    >
      <ReviewDrawer
        detail={{ ...detail, queryKey: calls.detailKey, load: calls.load }}
        id={openId}
        onClose={() => setOpenId(null)}
        listKey={calls.source.queryKey}
      />
      {children}
    </ListPage>
  );
}
