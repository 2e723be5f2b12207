import type * as schema from '@server/modules/member/level.schema';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { memberAdminKey } from './admin-key';

// Membership levels and their fees (会员等级, /member/level).

export type LevelBody = schema.LevelBody;
export type LevelRow = schema.LevelRow;

export const levelApi = resourceCallsOf<'Level', typeof schema>('/member/level');

// The public level list (applicants' choice) is under ['member', 'levels'].
export const levelResource = adminResource(levelApi, [memberAdminKey('level'), ['member', 'levels']], {
  noun: '会员等级',
  rowKey: 'levelId',
  exportName: 'level',
});
