import { useState } from 'react';
import type { ClientApp, CurrentUser } from '@portal/shared';
import { openInNewTab } from './newTab.ts';

/**
 * What a tile click does (spec section 2): a link-only app opens in a new tab; a visitor without
 * user rights is asked to sign in; an app that asks for an e-mail choice opens that dialog;
 * any other app opens directly, signed in by single sign-on.
 */
export function useClientAppOpener(user: CurrentUser | null | undefined) {
  const [signInFor, setSignInFor] = useState<ClientApp | null>(null);
  const [emailChoiceFor, setEmailChoiceFor] = useState<ClientApp | null>(null);

  function open(app: ClientApp): void {
    if (app.link_only) openInNewTab(app.main_url);
    else if (!user?.hasUserRights) setSignInFor(app);
    else if (app.ask_email_choice) setEmailChoiceFor(app);
    else openInNewTab(app.logged_main_url);
  }

  return {
    open,
    signInFor,
    emailChoiceFor,
    closeSignIn: () => setSignInFor(null),
    closeEmailChoice: () => setEmailChoiceFor(null),
  };
}
