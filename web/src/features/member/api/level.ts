import type {
  LevelBody,
  LevelDetail,
  LevelListQuery,
  LevelRow,
  LevelTable,
  LevelUpdateBody,
} from '@server/modules/member/level.schema';
import type { Static } from 'typebox';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { joinIds } from '@/lib/ids';
import { http } from '@/lib/request';
import { memberAdminKey } from './admin-key';

// Membership levels and their fees (会员等级, /member/level).

export type { LevelBody, LevelRow, LevelUpdateBody };
export type LevelListParams = ListParams<LevelListQuery>;

export const levelListKey = memberAdminKey('level', 'list');
export const levelExportPath = '/member/level/export';

export const listLevels = (params: LevelListParams) => http.get<LevelTable>('/member/level/list', { params });
export const getLevel = (levelId: number) => http.get<Static<typeof LevelDetail>>(`/member/level/${levelId}`);
const addLevel = (body: LevelBody) => http.post('/member/level', body);
const updateLevel = (body: LevelUpdateBody) => http.put('/member/level', body);
const delLevels = (ids: number | number[]) => http.delete(`/member/level/${joinIds(ids)}`);

// The public level list (applicants' choice) is under ['member', 'levels'].
const levelKeys = [memberAdminKey('level'), ['member', 'levels']] as const;
export const useAddLevel = () => useInvalidatingMutation(addLevel, ...levelKeys);
export const useUpdateLevel = () => useInvalidatingMutation(updateLevel, ...levelKeys);
export const useDelLevels = () => useInvalidatingMutation(delLevels, ...levelKeys);
