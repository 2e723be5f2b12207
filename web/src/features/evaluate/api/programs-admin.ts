import type * as schema from '@server/modules/evaluate/evaluate.schema';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { evaluateAdminKey } from './admin-key';
import { evaluateKeys } from './evaluate';

// Staff's evaluation programmes (能力评价 → 评价项目, `/evaluate/program`). Every staff change
// also refreshes the public evaluation views (programmes, one's applications) under ['evaluate'].

export const programsResource = adminResource(
  resourceCallsOf<'Program', typeof schema>('/evaluate/program'),
  [evaluateAdminKey('program'), evaluateKeys.all],
  { noun: '评价项目', rowKey: 'programId', exportName: 'evaluate_program' },
);
