import { useEffect, useRef } from 'react';
import { loginErrors, pscMessages, type PscLinkOutcome } from '@portal/shared';
import { useHashQuery } from '../../components/useHashQuery.ts';
import { useNotify } from '../../notifications/useNotify.ts';

const NOTICES: Record<PscLinkOutcome, { variant: 'success' | 'error'; message: string }> = {
  linked: { variant: 'success', message: pscMessages.linked },
  mismatch: { variant: 'error', message: pscMessages.linkMismatch },
  failed: { variant: 'error', message: loginErrors.PSCConnectionFailed },
};

/**
 * Back from a link attempt (`#/myProfile?psc=linked|mismatch|failed`): its notification, once (the
 * query is dropped, so a reload does not repeat it). Any other value is dropped silently.
 */
export function usePscLinkNotices(): void {
  const notify = useNotify();
  const query = useHashQuery();
  const outcome = query.get('psc');
  const { remove } = query;
  // The effect may run twice for one arrival (React's strict mode): one notification.
  const shown = useRef<string>(undefined);

  useEffect(() => {
    if (outcome === undefined) {
      shown.current = undefined;
      return;
    }
    if (shown.current !== outcome && Object.hasOwn(NOTICES, outcome)) {
      shown.current = outcome;
      const { variant, message } = NOTICES[outcome as PscLinkOutcome];
      notify[variant](message);
    }
    remove('psc');
  }, [notify, outcome, remove]);
}
