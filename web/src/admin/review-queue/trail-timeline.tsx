import { Timeline } from 'antd';
import type { TrailEntry } from '@/components/status-timeline/status-timeline';

// A record's trail as staff read it: when, who, which action, from which state to which, and why.

const COLORS: Record<string, string> = { 已驳回: 'red', 已退回: 'red', 待补充: 'orange', 暂停: 'orange' };

export function TrailTimeline({ trail }: { trail: readonly TrailEntry[] }) {
  if (trail.length === 0) return <span>暂无记录</span>;
  return (
    <Timeline
      items={trail.map((entry, i) => ({
        key: i,
        color: COLORS[entry.toLabel] ?? 'blue',
        content: (
          <div>
            <div>{entry.time}</div>
            <div>
              {entry.actorName} · {entry.actionLabel}：{entry.fromLabel ? `${entry.fromLabel} → ` : ''}
              {entry.toLabel}
            </div>
            {entry.comment ? <div>意见：{entry.comment}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
