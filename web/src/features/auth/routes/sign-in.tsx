import { Navigate } from 'react-router-dom';
import { PublicPage } from '@/components/layouts/public-page';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';

export default function SignInRoute() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to={paths.portal.dashboard} replace />;
  return <PublicPage title="Welcome Back" documentTitle="Sign In" />;
}
