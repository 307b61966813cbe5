import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** The portal needs a token; visitors without one go to /signin (and come back after signing in). */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to={paths.signIn} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
