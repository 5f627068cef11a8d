import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { NOTIFICATION_MS } from '@portal/shared';
import { NotificationContent } from './NotificationContent.tsx';

/** Notifications at the top of the screen, shown 5 seconds. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_MS}
      maxSnack={3}
      Components={{ success: NotificationContent, error: NotificationContent, info: NotificationContent }}
    >
      {children}
    </SnackbarProvider>
  );
}
