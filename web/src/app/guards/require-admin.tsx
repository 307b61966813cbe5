import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';

/** Administrator and finance screens: non-admins are sent to the dashboard (spec §2). */
export default function RequireAdmin() {
  const { user } = useAuth();
  return isAdmin(user) ? <Outlet /> : <Navigate to={paths.portal.dashboard} replace />;
}
