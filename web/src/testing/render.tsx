import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setNavigate } from '@/lib/navigation';

/** A cache of its own per render, so no answer leaks from one test into the next. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProvider>{children}</AppProvider>
    </SWRConfig>
  );
}

/** Renders the real route table at `path`; returns the router to inspect its location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigate((to) => void router.navigate(to, { replace: true }));
  const result = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { router, ...result };
}

/** The screen's <h1>; lazy screens load their code first, so this waits a little longer than findBy's default. */
export const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
