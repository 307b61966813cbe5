import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { authStore } from './lib/auth';

void authStore.restore();

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders in slices of a few milliseconds and lets the
// browser breathe between them, instead of one long task that blocks input (issue 14: TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
