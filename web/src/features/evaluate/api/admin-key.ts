import { staffKeyOf } from '@/admin/api-kit';
import { evaluateKeys } from './evaluate';

// Query keys of the staff's evaluation pages: under ['evaluate', 'admin', …], inside the root of
// every evaluation query, which their changes refresh so that the public views follow.

export const evaluateAdminKey = staffKeyOf(evaluateKeys.all);
