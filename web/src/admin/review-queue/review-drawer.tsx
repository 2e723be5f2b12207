import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Divider, Drawer, Space, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useCan } from '@/admin/access';
import type { TrailEntry } from '@/components/status-timeline/status-timeline';
import { type Decision, DecisionModal } from './decision-modal';
import { type Attachment, PrivateFiles } from './private-file';
import { TrailTimeline } from './trail-timeline';

// The detail of one record in a review queue: its fields (from the page's description), its
// private files, what else the page shows (payments …), its trail, and the decisions the staff
// member may take on it in its current state.

export interface DetailField<D> {
  label: string;
  render: (record: D) => ReactNode;
  /** Across the whole row (long texts). */
  wide?: boolean;
  /** Left out for this record (e.g. a personal field of an organisation). */
  hidden?: (record: D) => boolean;
}

/** Fields showing the record's values as they are ('—' when empty): { 姓名: 'realName', … }. */
export function valueFields<D>(
  labels: Record<string, keyof D>,
  options: Pick<DetailField<D>, 'wide' | 'hidden'> = {},
): DetailField<D>[] {
  return Object.entries(labels).map(([label, key]) => ({
    label,
    render: (record: D) => String(record[key as keyof D] ?? '') || '—',
    ...options,
  }));
}

/** A submitted record's 提交时间, 更新时间 and, across the row, the 审核意见 given on it. */
export const submissionFields = <
  D extends { createTime: unknown; updateTime: unknown; comment: string },
>() => [
  ...valueFields<D>({ 提交时间: 'createTime', 更新时间: 'updateTime' }),
  ...valueFields<D>({ 审核意见: 'comment' }, { wide: true }),
];

/** A reviewed record: its own fields, and the trail of the states it went through. */
export interface Reviewed {
  trail: readonly TrailEntry[];
}

export interface ReviewDetail<D extends Reviewed> {
  /** The drawer's title, e.g. 入会申请详情. */
  title: string;
  /** Prefix of the record's query key; the page's mutations invalidate it. */
  queryKey: readonly unknown[];
  load: (id: number) => Promise<D>;
  fields: readonly DetailField<D>[];
  /** Groups of private files: photo, licence, attachments, voucher… */
  files?: (record: D) => readonly { label: string; files: readonly (Attachment | null)[] }[];
  /** More of the record below its files (its payments …). */
  more?: (record: D) => ReactNode;
  decisions: readonly Decision<D>[];
}

export interface ReviewDrawerProps<D extends Reviewed> {
  detail: ReviewDetail<D>;
  /** The record shown; null: closed. */
  id: number | null;
  onClose: () => void;
  /** The list's query key, refreshed after a decision. */
  listKey: readonly unknown[];
}

export function ReviewDrawer<D extends Reviewed>({ detail, id, onClose, listKey }: ReviewDrawerProps<D>) {
  const can = useCan();
  const client = useQueryClient();
  const record = useQuery({
    queryKey: [...detail.queryKey, id],
    queryFn: () => detail.load(id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const [deciding, setDeciding] = useState<Decision<D> | null>(null);
  const data = id === null ? undefined : record.data;
  const decisions = data ? detail.decisions.filter((d) => can(d.perm) && (d.allowed?.(data) ?? true)) : [];

  return (
    <Drawer
      title={detail.title}
      open={id !== null}
      onClose={onClose}
      size="min(760px, 100vw)"
      destroyOnHidden
      footer={
        decisions.length > 0 ? (
          <Space wrap>
            {decisions.map((d) => (
              <Button
                key={d.label}
                type={d.primary ? 'primary' : 'default'}
                danger={d.danger}
                onClick={() => setDeciding(d)}
              >
                {d.label}
              </Button>
            ))}
          </Space>
        ) : null
      }
    >
      {record.isError ? <Alert type="error" showIcon title="详情加载失败" /> : null}
      {!data ? (
        record.isFetching ? (
          <Spin />
        ) : null
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={detail.fields
              .filter((f) => !f.hidden?.(data))
              .map((f) => ({
                key: f.label,
                label: f.label,
                span: f.wide ? 'filled' : 1,
                children: f.render(data),
              }))}
          />
          {detail.files ? (
            <>
              <Divider titlePlacement="start">材料</Divider>
              <Descriptions
                bordered
                size="small"
                column={1}
                items={detail.files(data).map((group) => ({
                  key: group.label,
                  label: group.label,
                  children: <PrivateFiles files={group.files.filter((f): f is Attachment => f !== null)} />,
                }))}
              />
            </>
          ) : null}
          {detail.more?.(data)}
          <Divider titlePlacement="start">办理进度</Divider>
          <TrailTimeline trail={data.trail} />
          <DecisionModal
            record={data}
            decision={deciding}
            onClose={() => setDeciding(null)}
            onDone={() => {
              setDeciding(null);
              onClose();
              // The record left this state: its row moves or changes whatever the page's mutation refreshes.
              void client.invalidateQueries({ queryKey: listKey });
              void client.invalidateQueries({ queryKey: detail.queryKey });
            }}
          />
        </>
      )}
    </Drawer>
  );
}
