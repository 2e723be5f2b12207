// The admin shell's route modules, loaded only on admin paths (the public bundle never has them).
export { AdminLayout as AdminShellRoute } from '@/layouts/admin/admin-layout';
export { AdminPage as AdminPageRoute } from '@/admin/admin-page';
export { DashboardPage as DashboardRoute } from '@/features/dashboard/admin/dashboard-page';
