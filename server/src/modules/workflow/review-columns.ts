import type { ExcelColumn } from '../../http/excel.js';
import { stateLabel, type Workflow } from './workflow.js';

// The columns every review queue's export shares, so each sheet names states and decisions alike.

/** A record's state, by its workflow's label. */
export const stateColumn = <Row extends { status: string }>(workflow: Workflow): ExcelColumn<Row> => ({
  header: '状态',
  key: 'status',
  format: (value) => stateLabel(workflow, String(value)),
});

/** Staff's last word on a record, then when it was submitted (`submitted` heads it: 申请时间 …). */
export const reviewColumns = <Row extends { comment: string; createTime: string }>(
  submitted: string,
): ExcelColumn<Row>[] => [
  { header: '审核意见', key: 'comment', width: 30 },
  { header: submitted, key: 'createTime', width: 20 },
];
