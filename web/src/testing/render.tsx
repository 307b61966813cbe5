import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

function Providers({ children }: { children: ReactNode }) {
  return <AppProvider>{children}</AppProvider>;
}

/** Renders the real route table at `path`; returns the router to inspect its location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { router, ...result };
}
