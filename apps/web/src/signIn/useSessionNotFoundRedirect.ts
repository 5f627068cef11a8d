import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readCookie } from '../api/cookies.ts';
import { leavePortal } from '../app/leavePortal.ts';

const ORIGIN_COOKIE = 'origin';

/** An http(s) address from the `origin` cookie, or undefined. */
function storedOrigin(): string | undefined {
  const origin = readCookie(ORIGIN_COOKIE);
  if (!origin) return undefined;
  try {
    const url = new URL(origin, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An interaction that is over: go back where the sign-in started (cookie `origin`), else home. */
export function useEndedInteractionRedirect(ended: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ended) return;
    const origin = storedOrigin();
    if (origin) leavePortal(origin);
    else void navigate('/', { replace: true });
  }, [ended, navigate]);
}

/** `err=sessionNotFound`: the sign-in expired; go back where it started (cookie `origin`), else home. */
export function useSessionNotFoundRedirect(err: string | undefined): boolean {
  const expired = err === 'sessionNotFound';
  useEndedInteractionRedirect(expired);
  return expired;
}
