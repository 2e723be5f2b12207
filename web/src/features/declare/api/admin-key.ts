import { staffKeyOf } from '@/admin/api-kit';
import { declareKeys } from './declare';

// Query keys of the staff's declaration pages: under ['declare', 'admin', …], inside the root of
// every declaration query, which their changes refresh so that the public calls and results follow.

export const declareAdminKey = staffKeyOf(declareKeys.all);
