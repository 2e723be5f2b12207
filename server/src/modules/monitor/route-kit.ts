import { Type } from '@fastify/type-provider-typebox';

// Schema fields the system (config, dict) and monitor routes share; the route helpers they share
// (id lists, exports, form bodies) are in ../../http.

/** RuoYi status: '0' normal / running, '1' disabled / paused. */
export const StatusField = (title = '状态') => Type.Union([Type.Literal('0'), Type.Literal('1')], { title });

/** RuoYi's 'Y' / 'N' flags (configType, isDefault). */
export const YesNoField = (title: string) => Type.Union([Type.Literal('Y'), Type.Literal('N')], { title });
