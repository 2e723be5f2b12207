// Shapes of the personal-center endpoints: the server's route schemas, imported as types.
export type {
  ProfileBody as UpdateProfileInput,
  ProfileResponse as ProfileResult,
  ProfileUser,
  UpdatePwdBody as UpdatePwdInput,
} from '@server/modules/system/system.schema';
