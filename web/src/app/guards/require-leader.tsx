import { Outlet, useParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { canManageChapter } from '@/lib/authorization';
import PortalNotFoundRoute from '../routes/portal-not-found';

/**
 * The "My chapter" screens: an admin, or a leader of the route's :chapterId. Anyone else
 * sees the portal's 404, which names no chapter; a leader whose role was taken back sees it as soon
 * as GET /account answers without that chapter. The server checks every call again.
 */
export default function RequireLeader() {
  const { chapterId } = useParams();
  const { user } = useAuth();
  return canManageChapter(user, chapterId) ? <Outlet /> : <PortalNotFoundRoute />;
}
