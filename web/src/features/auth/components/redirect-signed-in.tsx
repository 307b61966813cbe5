import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Where a visitor sent to /signin from a portal address (RequireAuth) returns to; else the portal. */
function portalTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const portal = paths.portal.dashboard;
  return typeof from === 'string' && (from === portal || from.startsWith(`${portal}/`)) ? from : portal;
}

/**
 * Sign-in and sign-up are for visitors: with a token the member goes to the portal, replacing
 * history. This is also how a successful sign-in or sign-up moves on once the token is stored.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={portalTarget(location.state)} replace />;
  return children;
}
