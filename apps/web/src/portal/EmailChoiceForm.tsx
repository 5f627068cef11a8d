import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { messages, type ClientApp } from '@portal/shared';
import { PageLoading } from '../components/PageLoading.tsx';
import { EmailValidationDialog, type ValidatedEmail } from '../forms/emailValidation/EmailValidationDialog.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { useUserProfile } from '../user/useUserProfile.ts';
import { EmailPicker, UNKNOWN_EMAIL } from './EmailPicker.tsx';
import { openInNewTab, openPendingTab } from './newTab.ts';
import { useAddEmailForApp } from './useAddEmailForApp.ts';
import { useBindEmail } from './useBindEmail.ts';

interface EmailChoiceFormProps {
  app: ClientApp;
  onDone: () => void;
}

/**
 * The user picks the address the app will receive (or adds one, validated by code); it is bound to
 * the app, then the app opens.
 */
export function EmailChoiceForm({ app, onDone }: EmailChoiceFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const profile = useUserProfile();
  const bind = useBindEmail();
  const addEmail = useAddEmailForApp();
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const emails = profile.data?.emails ?? [];
  const boundEmail = emails.find((email) => email.clientApps.includes(app.client_id))?.email;
  const value = chosen ?? boundEmail ?? UNKNOWN_EMAIL;

  function add({ email, emailValidationId }: ValidatedEmail): void {
    addEmail.mutate(
      { emails, email, emailValidationId, appClientId: app.client_id },
      { onSuccess: () => setChosen(email), onError: (error) => notify.error(error.message) },
    );
  }

  function confirm(): void {
    if (value === UNKNOWN_EMAIL) {
      openInNewTab(app.logged_main_url);
      onDone();
      return;
    }
    const tab = openPendingTab();
    bind.mutate(
      // The password dialog is on this page: the waiting tab goes, the app opens in a new one once bound.
      { email: value, appClientId: app.client_id, onStepUp: () => tab.close() },
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
        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={addEmail.isPending} sx={{ mt: 1 }}>
          {t('app.addEmail')}
        </Button>
        <EmailValidationDialog
          open={adding}
          onClose={() => setAdding(false)}
          onValidated={add}
          existing={emails.map((email) => email.email)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('app.cancel')}</Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={profile.isPending || bind.isPending || addEmail.isPending}
        >
          {t('emailChoice.open')}
        </Button>
      </DialogActions>
    </>
  );
}
