import { render, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider } from '@/app/provider';
import { NavigationBridge } from '@/app/router';
import { AppRoutes } from '@/app/routes';

/** A cache of its own per render, so no answer leaks from one test into the next. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProvider>{children}</AppProvider>
    </SWRConfig>
  );
}

interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
}

function LocationProbe({ onChange }: { onChange: (state: RouterProbe['state']) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  // In the commit that renders the new location, before the DOM is seen: a test that found the new
  // screen reads its location too (a passive effect could still be pending then).
  useLayoutEffect(() => {
    onChange({ location, historyAction });
  }, [location, historyAction, onChange]);
  return null;
}

/** Renders the real route table at `path`; `router.state` follows the current location. */
export function renderApp(path: string) {
  const router = { state: {} } as RouterProbe;
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationBridge />
      <LocationProbe onChange={(state) => (router.state = state)} />
      <AppRoutes />
    </MemoryRouter>,
    { wrapper: Providers },
  );
  return { router, ...result };
}

/** The screen's <h1>, once rendered (lazy screens load their code first). */
export const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
