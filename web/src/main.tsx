import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { preloadScreenData } from './app/preload-screen-data';
import { AppRouter } from './app/router';
import { authStore } from './lib/auth';

// The screen's API calls start once the saved session is known (they carry its token), not after its code.
void authStore.restore().then(() => preloadScreenData(window.location.pathname, window.location.search));

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders in slices of a few milliseconds and lets the
// browser breathe between them, instead of one long task that blocks input (Lighthouse's TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
