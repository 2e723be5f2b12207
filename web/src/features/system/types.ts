// Shapes of the personal-center endpoints, taken from the server's route schemas.
import type { Static } from 'typebox';
import type * as system from '@server/modules/system/system.schema';

export type ProfileResult = Static<typeof system.ProfileResponse>;
export type ProfileUser = ProfileResult['data'];
export type UpdatePwdInput = Static<typeof system.UpdatePwdBody>;
