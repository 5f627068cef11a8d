import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { messages, type ClientApp } from '@portal/shared';
import { PageLoading } from '../components/PageLoading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { useUserProfile } from '../user/useUserProfile.ts';
import { EmailPicker, UNKNOWN_EMAIL } from './EmailPicker.tsx';
import { openInNewTab, openPendingTab } from './newTab.ts';
import { useBindEmail } from './useBindEmail.ts';

interface EmailChoiceFormProps {
  app: ClientApp;
  onDone: () => void;
}

/**
 * The user picks the address the app will receive; it is bound to the app, then the app opens.
 * (Adding a new address needs the e-mail validation dialog of the sign-up issue.)
 */
export function EmailChoiceForm({ app, onDone }: EmailChoiceFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const profile = useUserProfile();
  const bind = useBindEmail();
  const [chosen, setChosen] = useState<string>();
  const emails = profile.data?.emails ?? [];
  const boundEmail = emails.find((email) => email.clientApps.includes(app.client_id))?.email;
  const value = chosen ?? boundEmail ?? UNKNOWN_EMAIL;

  function confirm(): void {
    if (value === UNKNOWN_EMAIL) {
      openInNewTab(app.logged_main_url);
      onDone();
      return;
    }
    const tab = openPendingTab();
    bind.mutate(
      { email: value, appClientId: app.client_id },
      {
        onSuccess: () => {
          tab.go(app.logged_main_url);
          onDone();
        },
        onError: () => {
          tab.close();
          notify.error(messages.bindFailed(app.portal_name));
        },
      },
    );
  }

  return (
    <>
      <DialogContent>
        {profile.isPending ? (
          <PageLoading />
        ) : (
          <EmailPicker appName={app.portal_name} emails={emails} value={value} onChange={setChosen} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={profile.isPending || bind.isPending}>
          {t('emailChoice.open')}
        </Button>
      </DialogActions>
    </>
  );
}
