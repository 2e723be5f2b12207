import type * as schema from '@server/modules/member/level.schema';
import type { ListParams } from '@/admin/api-kit';
import { resourceCallsOf, resourceMutations } from '@/admin/crud/resource-calls';
import { memberAdminKey } from './admin-key';

// Membership levels and their fees (会员等级, /member/level).

export type LevelBody = schema.LevelBody;
export type LevelRow = schema.LevelRow;
export type LevelListParams = ListParams<schema.LevelListQuery>;

export const levelListKey = memberAdminKey('level', 'list');

export const levelApi = resourceCallsOf<'Level', typeof schema>('/member/level');

// The public level list (applicants' choice) is under ['member', 'levels'].
export const levelMutations = resourceMutations(levelApi, memberAdminKey('level'), ['member', 'levels']);
