import { useEffect } from 'react';
import { useNotify } from './useNotify.ts';

/** Shows a failed call's message as an error notification (spec: "load failures show the error message"). */
export function useNotifyOnError(error: Error | null) {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify.error(error.message);
  }, [error, notify]);
}
