import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also ships its CSS-variables provider (3 kB), which this theme does not use.
import { ThemeProvider } from '@mui/system';
import { StepUpProvider } from '../forms/stepUp/StepUpProvider.tsx';
import { NotificationProvider } from '../notifications/NotificationProvider.tsx';
import { portalTheme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}

/** Data cache, translations, theme, notifications and the step-up dialog, for the app and for component tests. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={portalTheme()}>
          <CssBaseline />
          <NotificationProvider>
            <StepUpProvider>{children}</StepUpProvider>
          </NotificationProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
