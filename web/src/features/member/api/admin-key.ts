import { staffKeyOf } from '@/admin/api-kit';

// Query keys of the staff's membership pages: under ['member', 'admin', …] so that a staff
// mutation refreshes its own lists and records only.

export const memberAdminKey = staffKeyOf(['member']);
