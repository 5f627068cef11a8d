import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_CODE_LENGTH, SUPPORT_AFTER_SENDS, messages } from '@portal/shared';
import { lazyScreen } from '../app/lazyScreen.ts';
import { OnDemand } from '../components/OnDemand.tsx';
import { CodeField } from '../forms/CodeField.tsx';
import { RecoveryCodeForm } from './RecoveryCodeForm.tsx';
import { useSendCode } from './useSendCode.ts';

// Fetched when first opened, like the forgotten password's dialog.
const SupportDialog = lazyScreen(() => import('./SupportDialog.tsx').then((m) => m.SupportDialog));

interface SecondFactorFormProps {
  interactionType: 'otp' | 'totp';
  interactionId: string;
  /** The message of the hash query's `err`. */
  error?: string;
  /** Opens on the recovery code's field (a recovery code was just refused). */
  recovery?: boolean;
}

/**
 * The second factor: a code received by e-mail (otp) or shown by an authenticator app (totp),
 * posted by the browser to the provider's interaction as soon as it has 6 characters.
 */
export function SecondFactorForm({ interactionType, interactionId, error, recovery = false }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const submitted = useRef(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [supportOpen, setSupportOpen] = useState(false);
  const sendCode = useSendCode();
  const byEmail = interactionType === 'otp';
  // A recovery code stands in for the authenticator app's code when the phone is lost.
  const [withRecoveryCode, setWithRecoveryCode] = useState(recovery && !byEmail);

  if (withRecoveryCode) {
    return (
      <RecoveryCodeForm
        interactionId={interactionId}
        error={recovery ? error : undefined}
        onBack={() => setWithRecoveryCode(false)}
      />
    );
  }

  function submitForm(): void {
    if (submitted.current) return;
    submitted.current = true;
    formRef.current?.submit();
  }

  function onCodeChange(next: string): void {
    flushSync(() => {
      setCode(next);
      setCodeError(undefined);
    });
    if (next.length === LOGIN_CODE_LENGTH) submitForm();
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (code === '') setCodeError(messages.required);
    else submitForm();
  }

  return (
    <>
      <form
        ref={formRef}
        method="post"
        action={`/oidc/interaction/${encodeURIComponent(interactionId)}/otp`}
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="prompt" value={interactionType} />
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Typography>{byEmail ? t('secondFactor.otpExplanation') : t('secondFactor.totpExplanation')}</Typography>
          {byEmail && (
            <Box>
              <Button
                ref={sendRef}
                variant="outlined"
                disabled={sendCode.isSending}
                // The button is disabled while sending, which drops the focus: it goes to the code once
                // sent, back to the button when refused.
                onClick={() =>
                  sendCode.send({ onSent: () => codeRef.current?.focus(), onFailed: () => sendRef.current?.focus() })
                }
              >
                {sendCode.sends === 0 ? t('secondFactor.sendCode') : t('secondFactor.resendCode')}
              </Button>
            </Box>
          )}
          <Typography role="status" variant="body2" sx={{ color: 'success.main', minHeight: '1.5em' }}>
            {sendCode.sentTo ? t('secondFactor.codeSent', { address: sendCode.sentTo }) : ''}
          </Typography>
          <CodeField
            label={t('fields.code')}
            name="otpToken"
            value={code}
            onChange={onCodeChange}
            length={LOGIN_CODE_LENGTH}
            prefix={sendCode.prefix}
            numeric={!byEmail}
            error={codeError}
            inputRef={codeRef}
            autoFocus={!byEmail}
          />
          <Button type="submit" variant="contained" size="large">
            {t('app.validate')}
          </Button>
          {!byEmail && (
            <Box>
              <Button variant="text" onClick={() => setWithRecoveryCode(true)}>
                {t('recoveryCodes.useCode')}
              </Button>
            </Box>
          )}
          {byEmail && sendCode.sends > SUPPORT_AFTER_SENDS && (
            <Box>
              <Button variant="text" onClick={() => setSupportOpen(true)}>
                {t('secondFactor.noCodeReceived')}
              </Button>
            </Box>
          )}
        </Stack>
      </form>
      <OnDemand when={supportOpen}>
        <SupportDialog open={supportOpen} messageId={sendCode.messageId} onClose={() => setSupportOpen(false)} />
      </OnDemand>
    </>
  );
}
