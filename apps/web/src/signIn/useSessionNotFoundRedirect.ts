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

/** `err=sessionNotFound`: the sign-in expired; go back where it started (cookie `origin`), else home. */
export function useSessionNotFoundRedirect(err: string | undefined): boolean {
  const navigate = useNavigate();
  const expired = err === 'sessionNotFound';
  useEffect(() => {
    if (!expired) return;
    const origin = storedOrigin();
    if (origin) leavePortal(origin);
    else void navigate('/', { replace: true });
  }, [expired, navigate]);
  return expired;
}
