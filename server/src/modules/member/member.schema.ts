import { Type } from 'typebox';
import { OneOf } from '../../http/schemas.js';

// The schema pieces membership's requests and answers share.

export const Kind = (title = '会员类型') =>
  Type.Union([Type.Literal('personal'), Type.Literal('org')], { title });

/** A kind filter: personal, org or '' (any). */
export const KindFilter = () => Type.Optional(Type.Union([Kind(), Type.Literal('')], { title: '会员类型' }));

/** At most ¥1 000 000, in fen. */
export const MAX_FEE = 100_000_000;
export const Fen = (title: string) => Type.Integer({ title, minimum: 0, maximum: MAX_FEE });

/** The association's bank account, where fees are transferred (settings member.bank.*). */
export const PayTo = Type.Object({
  accountName: Type.String(),
  bankName: Type.String(),
  account: Type.String(),
});

/** A filter on a workflow state: one of `states` (the dictionary values), or '' (any). */
export const StateFilter = (title: string, states: string[]) => Type.Optional(OneOf(['', ...states], title));
