import { createContext, type ReactNode } from 'react';

export type NotificationVariant = 'success' | 'error' | 'info';
export type Enqueue = (message: ReactNode, variant: NotificationVariant) => void;

/** Shows a notification; `NotificationProvider` gives the real one. */
export const NotifyContext = createContext<Enqueue>(() => undefined);
