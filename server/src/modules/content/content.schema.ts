import { Type } from 'typebox';
import { TimeOrNull } from '../../http/schemas.js';

// Schema pieces every content resource shares.

/** Who created and last changed a row, as the staff lists show it. */
export const AuditFields = {
  createBy: Type.String(),
  createTime: TimeOrNull,
  updateBy: Type.String(),
  updateTime: TimeOrNull,
  remark: Type.String(),
};
