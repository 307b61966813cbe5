import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastViewer } from '@/components/ui/toast';

/** Wraps every screen: the toast viewer and scroll position handling live here once. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ToastViewer />
      <ScrollRestoration />
    </>
  );
}
