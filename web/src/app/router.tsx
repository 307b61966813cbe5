import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { setNavigate } from '@/lib/navigation';
import { AppRoutes } from './routes';

/** Lets the API client send visitors to /signin when their session cannot be refreshed. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to) => void navigate(to, { replace: true })), [navigate]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
