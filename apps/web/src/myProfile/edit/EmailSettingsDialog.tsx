import { useTranslation } from 'react-i18next';
import type { ProfileEmail } from '@portal/shared';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { EmailAppsStep, type EmailSettings } from '../../forms/emailValidation/EmailAppsStep.tsx';

interface EmailSettingsDialogProps {
  email: ProfileEmail | undefined;
  onClose: () => void;
  onSave: (settings: EmailSettings) => void;
}

/** An address already on the account: its client apps and principal flag. */
export function EmailSettingsDialog({ email, onClose, onSave }: EmailSettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={email !== undefined}
      title={t('myProfile.emailSettingsTitle', { email: email?.email ?? '' })}
      onClose={onClose}
    >
      {email && (
        <EmailAppsStep
          initial={{ clientApps: email.clientApps, isPrincipal: email.isPrincipal }}
          principalLocked={email.isPrincipal}
          onSave={onSave}
          onCancel={onClose}
        />
      )}
    </TitledDialog>
  );
}
