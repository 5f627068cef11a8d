import { useEffect, useState } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { NOTIFICATION_MS } from '@portal/shared';
import { NotificationContent } from './NotificationContent.tsx';
import { createAudibleRoot } from './audibleRoot.ts';
import type { Enqueue } from './notifyContext.ts';

/** Notifications at the top of the screen, shown 5 seconds, audible even while a dialog is open. */
export function NotificationHost({ onReady }: { onReady: (enqueue: Enqueue) => void }) {
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
      {root && <Ready onReady={onReady} />}
    </SnackbarProvider>
  );
}

/** Hands notistack's `enqueueSnackbar` to the provider once the audible root exists. */
function Ready({ onReady }: { onReady: (enqueue: Enqueue) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => onReady((message, variant) => enqueueSnackbar(message, { variant })), [enqueueSnackbar, onReady]);
  return null;
}
