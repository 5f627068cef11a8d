import { useEffect, useState } from 'react';
import type { ClientApp, CurrentUser } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { takeStartedSignIn } from '../signIn/startedSignIn.ts';

/** The portal just reached from a sign-in started on it: the app whose tile asked for it, if any. */
export interface SignInArrival {
  /** Offered once signed in; none when the tile's app is not one to open, or the account may not open apps. */
  app: ClientApp | undefined;
}

/**
 * Reads once, when `user` is signed in, what the sign-in started on the portal was for. Opening
 * the app at once would need a new tab without a click (a popup blocker stops it after the
 * forms' redirects): the portal offers it instead.
 */
export function useSignInArrival(user: CurrentUser | null | undefined): SignInArrival | undefined {
  const config = useConfig();
  const [arrival, setArrival] = useState<SignInArrival>();
  useEffect(() => {
    if (!user) return;
    const started = takeStartedSignIn();
    if (!started) return;
    const app = config.oidc_clients.find((candidate) => candidate.client_id === started.clientId);
    setArrival({ app: app && !app.link_only && user.hasUserRights ? app : undefined });
  }, [user, config]);
  return arrival;
}
