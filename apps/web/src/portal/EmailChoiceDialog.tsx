import { useState } from 'react';
import type { ClientApp } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../components/TitledDialog.tsx';
import { AccountsQuestion } from './AccountsQuestion.tsx';
import { EmailChoiceForm } from './EmailChoiceForm.tsx';
import { openInNewTab } from './newTab.ts';

interface EmailChoiceDialogProps {
  app: ClientApp | null;
  onClose: () => void;
}

/** Before opening an app that asks for it: which of the user's addresses should it receive? */
export function EmailChoiceDialog({ app, onClose }: EmailChoiceDialogProps) {
  const { t } = useTranslation();
  const [severalAccounts, setSeveralAccounts] = useState(false);
  const close = () => {
    setSeveralAccounts(false);
    onClose();
  };

  return (
    <TitledDialog open={app !== null} title={t('emailChoice.title', { app: app?.portal_name ?? '' })} onClose={close}>
      {app && !severalAccounts && (
        <AccountsQuestion
          appName={app.portal_name}
          onSeveral={() => setSeveralAccounts(true)}
          onOpenDirectly={() => {
            openInNewTab(app.logged_main_url);
            close();
          }}
        />
      )}
      {app && severalAccounts && <EmailChoiceForm app={app} onDone={close} />}
    </TitledDialog>
  );
}
