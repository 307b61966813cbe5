import { Outlet } from 'react-router-dom';
import { LazyToasts } from './lazy-toasts';
import { RouteBoundary } from './route-boundary';
import { ScrollManager } from './scroll-manager';

/** Wraps every screen: the toast viewer and scroll position handling live here once. */
export function RootRoute() {
  return (
    <>
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
      <LazyToasts />
      <ScrollManager />
    </>
  );
}
