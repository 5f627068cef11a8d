import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOO_MANY_REQUESTS, type SendOtpAnswer, type SignupEmail } from '@portal/shared';
import { ApiError } from '../../api/api.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { emailValidationId } from './emailValidationId.ts';
import { useSendOtp, useVerifyOtp } from './useEmailOtp.ts';

interface Options {
  onClose: () => void;
  onValidated: (email: SignupEmail) => void;
  /** A matching code keeps the dialog open for the address's settings (client apps, principal flag). */
  keepOpenOnMatch?: boolean;
}

/** The dialog's calls and their messages (spec section 8). */
export function useEmailValidation({ onClose, onValidated, keepOpenOnMatch = false }: Options) {
  const { t } = useTranslation();
  const notify = useNotify();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [sent, setSent] = useState<SendOtpAnswer>();
  const [verified, setVerified] = useState<SignupEmail>();
  const finish = () => {
    setSent(undefined);
    setVerified(undefined);
    onClose();
  };

  const send = (email: string, captchaPayload: string) =>
    sendOtp.mutate(
      { email, emailValidationId: emailValidationId(), captchaPayload },
      {
        onSuccess: (answer) => setSent({ ...answer, email: answer.email || email }),
        onError: (error) => {
          // Too many sends: say so and leave the dialog open (spec section 8).
          if (error instanceof ApiError && error.code === TOO_MANY_REQUESTS) {
            notify.error(error.message);
            return;
          }
          notify.error(error.message);
          finish();
        },
      },
    );

  const verify = (otp: string) => {
    if (!sent) return;
    const id = sent.emailValidationId || emailValidationId();
    verifyOtp.mutate(
      { otp, email: sent.email, emailValidationId: id },
      {
        onSuccess: ({ matched }) => {
          if (matched) {
            notify.success(t('emailValidation.validated'));
            if (keepOpenOnMatch) {
              setVerified({ email: sent.email, emailValidationId: id });
              return;
            }
            onValidated({ email: sent.email, emailValidationId: id });
          } else {
            notify.error(t('emailValidation.mismatch'));
          }
          finish();
        },
        onError: () => notify.error(t('emailValidation.verifyFailed')),
      },
    );
  };

  return {
    sent,
    verified,
    send,
    verify,
    close: finish,
    sending: sendOtp.isPending,
    verifying: verifyOtp.isPending,
  };
}
