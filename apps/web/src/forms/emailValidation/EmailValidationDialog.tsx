import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SignupEmail } from '@portal/shared';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { CodeStep } from './CodeStep.tsx';
import { EmailAppsStep, type EmailSettings } from './EmailAppsStep.tsx';
import { EmailStep } from './EmailStep.tsx';
import { useBindableApps } from './bindableApps.ts';
import { prefetchCaptcha } from './loadAltcha.ts';
import { useEmailValidation } from './useEmailValidation.ts';

/** A validated address; in edit mode with its client apps and principal flag. */
export type ValidatedEmail = SignupEmail & Partial<EmailSettings>;

interface EmailValidationDialogProps {
  open: boolean;
  onClose: () => void;
  onValidated: (email: ValidatedEmail) => void;
  /**
   * What follows a matching code (spec section 4): `address` (default) emits the address at once;
   * `signup` asks for its client apps when there are apps to choose (its one address is the principal
   * one); `edit` (profile) asks for its client apps and principal flag.
   */
  mode?: 'address' | 'signup' | 'edit';
  /** Edit mode: the addresses already on the account, refused again. */
  existing?: string[];
  /** Edit mode: whether the new address starts as principal (the first one added). */
  defaultPrincipal?: boolean;
  /** An address to start from (e.g. the one Pro Santé Connect knows); it is validated like any other. */
  suggestedEmail?: string;
}

/** Enter the address and pass the captcha, receive a code, enter it: the address is validated. */
export function EmailValidationDialog({
  open,
  onClose,
  onValidated,
  mode = 'address',
  existing,
  defaultPrincipal = false,
  suggestedEmail,
}: EmailValidationDialogProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const apps = useBindableApps();
  // Mounted with its form, closed: the captcha's files come while the form is filled in.
  useEffect(() => prefetchCaptcha(), []);
  const asksSettings = mode === 'edit' || (mode === 'signup' && apps.length > 0);
  const emailValidation = useEmailValidation({
    onClose: () => {
      onClose();
      setAttempt((count) => count + 1);
    },
    onValidated,
    keepOpenOnMatch: asksSettings,
  });
  const { close, verified } = emailValidation;
  let step;
  if (verified) {
    step = (
      <EmailAppsStep
        key={`apps-${attempt}`}
        initial={{ clientApps: [], isPrincipal: mode === 'signup' || defaultPrincipal }}
        principalLocked={mode === 'signup' || defaultPrincipal}
        principalHint={mode === 'signup' ? t('signUp.principalEmail') : undefined}
        onSave={(settings) => {
          onValidated({ ...verified, ...settings });
          close();
        }}
        onCancel={close}
      />
    );
  } else if (emailValidation.sent) {
    step = (
      <CodeStep
        key={`code-${attempt}`}
        prefix={emailValidation.sent.prefix}
        verifying={emailValidation.verifying}
        onVerify={emailValidation.verify}
        onCancel={close}
      />
    );
  } else {
    step = (
      <EmailStep
        key={`email-${attempt}`}
        sending={emailValidation.sending}
        onSend={emailValidation.send}
        onCancel={close}
        refused={existing}
        initialEmail={suggestedEmail}
      />
    );
  }
  return (
    <TitledDialog open={open} title={t('emailValidation.title')} onClose={close}>
      {step}
    </TitledDialog>
  );
}
