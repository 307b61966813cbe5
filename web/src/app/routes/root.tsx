import { Outlet } from 'react-router-dom';
import { ToastViewer } from '@/components/ui/toast';
import { RouteBoundary } from './route-boundary';
import { ScrollManager } from './scroll-manager';

/** Wraps every screen: the toast viewer and scroll position handling live here once. */
export function RootRoute() {
  return (
    <>
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
      <ToastViewer />
      <ScrollManager />
    </>
  );
}
