import { StatusTimeline, type TrailEntry } from '@/components/status-timeline/status-timeline';
import page from '@/styles/page.module.css';

/**
 * A record's status timeline folded under its row in a list of one's own records (the personal
 * page); nothing while the record has no trail yet.
 */
export function FoldedTimeline({
  trail,
  summary,
  label,
  className = page.foldedProgress,
}: {
  trail: readonly TrailEntry[];
  /** The fold's title, e.g. "办理进度". */
  summary: string;
  /** The timeline's accessible name, naming the record. */
  label: string;
  className?: string;
}) {
  if (!trail.length) return null;
  return (
    <details className={className}>
      <summary>{summary}</summary>
      <StatusTimeline trail={trail} label={label} />
    </details>
  );
}
