import { useEffect, useState, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { NOTIFICATION_MS } from '@portal/shared';
import { NotificationContent } from './NotificationContent.tsx';
import { createAudibleRoot } from './audibleRoot.ts';

/** Notifications at the top of the screen, shown 5 seconds, audible even while a dialog is open. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLElement>();
  useEffect(() => {
    const audible = createAudibleRoot();
    setRoot(audible.element);
    return audible.remove;
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_MS}
      maxSnack={3}
      domRoot={root}
      Components={{ success: NotificationContent, error: NotificationContent, info: NotificationContent }}
    >
      {children}
    </SnackbarProvider>
  );
}
