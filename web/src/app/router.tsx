import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setNavigate } from '@/lib/navigation';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// The API client sends visitors to /signin when their session cannot be refreshed.
setNavigate((to) => void router.navigate(to, { replace: true }));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
