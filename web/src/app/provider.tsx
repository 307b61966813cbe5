import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client';
import { useAuthRestored } from '@/lib/auth';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

const swrOptions = { fetcher, shouldRetryOnError: false, revalidateOnFocus: false };

/** Renders the app once the saved session is restored, or after AUTH_RESTORE_TIMEOUT_MS. */
function AuthRestoreGate({ children }: { children: ReactNode }) {
  return useAuthRestored() ? children : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrOptions}>
        <AuthRestoreGate>{children}</AuthRestoreGate>
      </SWRConfig>
    </ThemeProvider>
  );
}
