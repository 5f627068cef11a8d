import { useState } from 'react';
import type { ClientApp, CurrentUser } from '@portal/shared';
import { openInNewTab } from './newTab.ts';

/**
 * What a tile click does (spec section 2): a link-only app opens in a new tab; a visitor is asked
 * to sign in; a signed-in account without user rights is told why it cannot open apps; an app
 * that asks for an e-mail choice opens that dialog; any other app opens directly, signed in by
 * single sign-on.
 */
export function useClientAppOpener(user: CurrentUser | null | undefined) {
  const [signInFor, setSignInFor] = useState<ClientApp | null>(null);
  const [notAllowedFor, setNotAllowedFor] = useState<ClientApp | null>(null);
  const [emailChoiceFor, setEmailChoiceFor] = useState<ClientApp | null>(null);

  function open(app: ClientApp): void {
    if (app.link_only) openInNewTab(app.main_url);
    else if (!user) setSignInFor(app);
    else if (!user.hasUserRights) setNotAllowedFor(app);
    else if (app.ask_email_choice) setEmailChoiceFor(app);
    else openInNewTab(app.logged_main_url);
  }

  return {
    open,
    signInFor,
    notAllowedFor,
    emailChoiceFor,
    closeSignIn: () => setSignInFor(null),
    closeNotAllowed: () => setNotAllowedFor(null),
    closeEmailChoice: () => setEmailChoiceFor(null),
  };
}
