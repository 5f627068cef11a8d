import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SignupEmail } from '@portal/shared';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { CodeStep } from './CodeStep.tsx';
import { EmailStep } from './EmailStep.tsx';
import { useEmailValidation } from './useEmailValidation.ts';

interface EmailValidationDialogProps {
  open: boolean;
  onClose: () => void;
  onValidated: (email: SignupEmail) => void;
}

/** Enter the address and pass the captcha, receive a code, enter it: the address is validated. */
export function EmailValidationDialog({ open, onClose, onValidated }: EmailValidationDialogProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const validation = useEmailValidation({
    onClose: () => {
      onClose();
      setAttempt((count) => count + 1);
    },
    onValidated,
  });
  const close = validation.close;
  return (
    <TitledDialog open={open} title={t('emailValidation.title')} onClose={close}>
      {validation.sent ? (
        <CodeStep
          key={`code-${attempt}`}
          prefix={validation.sent.prefix}
          verifying={validation.verifying}
          onVerify={validation.verify}
          onCancel={close}
        />
      ) : (
        <EmailStep key={`email-${attempt}`} sending={validation.sending} onSend={validation.send} onCancel={close} />
      )}
    </TitledDialog>
  );
}
