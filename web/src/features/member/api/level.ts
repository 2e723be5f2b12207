import type {
  LevelBody,
  LevelDetail,
  LevelListQuery,
  LevelRow,
  LevelTable,
  LevelUpdateBody,
} from '@server/modules/member/level.schema';
import type { Static } from 'typebox';
import type { ListParams } from '@/admin/api-kit';
import { resourceCalls, resourceMutations } from '@/admin/crud/resource-calls';
import { memberAdminKey } from './admin-key';

// Membership levels and their fees (会员等级, /member/level).

export type { LevelBody, LevelRow, LevelUpdateBody };
export type LevelListParams = ListParams<LevelListQuery>;

export const levelListKey = memberAdminKey('level', 'list');

export const levelApi = resourceCalls<
  LevelListParams,
  LevelTable,
  Static<typeof LevelDetail>,
  LevelBody,
  LevelUpdateBody
>('/member/level');

// The public level list (applicants' choice) is under ['member', 'levels'].
export const levelMutations = resourceMutations(levelApi, memberAdminKey('level'), ['member', 'levels']);
