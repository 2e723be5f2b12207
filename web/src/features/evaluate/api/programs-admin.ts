import type * as schema from '@server/modules/evaluate/evaluate.schema';
import type { Static } from 'typebox';
import type { ListParams } from '@/admin/api-kit';
import { resourceCallsOf, resourceMutations } from '@/admin/crud/resource-calls';
import { evaluateKeys } from './evaluate';

// Staff's evaluation programmes (能力评价 → 评价项目, `/evaluate/program`). Every staff change
// also refreshes the public evaluation views (programmes, one's applications) under ['evaluate'].

/** Root of every evaluation query, the public ones too. */
export const evaluateRoot = evaluateKeys.all;
/** Query keys of the staff's evaluation pages: ['evaluate', 'admin', …]. */
export const evaluateAdminKey = (...parts: string[]) => [...evaluateRoot, 'admin', ...parts] as const;

export type ProgramInput = schema.ProgramBody;
export type ProgramRow = schema.ProgramRow;
export type ProgramListParams = ListParams<Static<typeof schema.ProgramListQuery>>;

export const programListKey = evaluateAdminKey('program', 'list');

export const programsApi = resourceCallsOf<'Program', typeof schema>('/evaluate/program');

export const programsWrites = resourceMutations(programsApi, evaluateRoot);
