import { createElement, useMemo, type ReactNode } from 'react';
import { useSnackbar } from 'notistack';
import { SanitizedHtml } from '../components/SanitizedHtml.tsx';

/** A notification text; `{ html }` is for HTML from the server, cleaned before it is shown. */
type NotificationMessage = string | { html: string };

interface Notify {
  success(message: NotificationMessage): void;
  error(message: NotificationMessage): void;
  info(message: NotificationMessage): void;
}

function render(message: NotificationMessage): ReactNode {
  return typeof message === 'string'
    ? message
    : createElement(SanitizedHtml, { html: message.html, component: 'span' });
}

export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) => enqueueSnackbar(render(message), { variant: 'success' }),
      error: (message) => enqueueSnackbar(render(message), { variant: 'error' }),
      info: (message) => enqueueSnackbar(render(message), { variant: 'info' }),
    }),
    [enqueueSnackbar],
  );
}
