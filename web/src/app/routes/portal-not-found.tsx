import { paths } from '@/config/paths';
import NotFoundRoute from './not-found';

export default function PortalNotFoundRoute() {
  return <NotFoundRoute homePath={paths.portal.dashboard} />;
}
