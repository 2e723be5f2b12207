import type { ExcelColumn } from '../../http/excel.js';

/** Who holds (or applies for) a membership, as the staff sheets show it: numbers masked before. */
export const holderColumns = <
  Row extends { name: string; idNumber: string; creditCode: string; phone: string; levelName: string },
>(): ExcelColumn<Row>[] => [
  { header: '姓名/单位', key: 'name', width: 24 },
  { header: '身份证号', key: 'idNumber', width: 22 },
  { header: '统一社会信用代码', key: 'creditCode', width: 22 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '会员等级', key: 'levelName', width: 16 },
];
