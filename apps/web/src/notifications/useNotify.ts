import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { SanitizedHtml } from '../components/SanitizedHtml.tsx';
import { NotifyContext } from './notifyContext.ts';

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
  const enqueue = useContext(NotifyContext);
  return useMemo(
    () => ({
      success: (message) => enqueue(render(message), 'success'),
      error: (message) => enqueue(render(message), 'error'),
      info: (message) => enqueue(render(message), 'info'),
    }),
    [enqueue],
  );
}
