import { matchSitePath } from '@gro/config';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * Where a visitor sent to /signin returns to: the portal address they opened (RequireAuth), or the
 * event or chapter page whose 'Sign in to RSVP' they followed; else the portal.
 */
function returnTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const portal = paths.portal.dashboard;
  if (typeof from !== 'string') return portal;
  if (from === portal || from.startsWith(`${portal}/`)) return from;
  const page = matchSitePath(from);
  return page?.kind === 'event' || page?.kind === 'chapter' ? from : portal;
}

/**
 * Sign-in and sign-up are for visitors: with a token the member goes to the portal, replacing
 * history. This is also how a successful sign-in or sign-up moves on once the token is stored.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={returnTarget(location.state)} replace />;
  return children;
}
