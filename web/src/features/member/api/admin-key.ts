// Query keys of the staff's membership pages: under ['member', 'admin', …] so that a staff
// mutation refreshes its own lists and records only.

export const memberAdminKey = (...parts: string[]) => ['member', 'admin', ...parts] as const;
