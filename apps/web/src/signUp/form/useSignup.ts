import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_FAILED, type SignupAnswer, type SignupPayload } from '@portal/shared';
import { ApiError, api } from '../../api/api.ts';
import { leavePortal } from '../../app/leavePortal.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { awaitingValidationFlag } from '../awaitingValidation/awaitingValidationFlag.ts';
import type { SignupKind } from './types.ts';

/** Delay before leaving when the administrators could not be told (spec section 8). */
const NOTIFICATION_FAILED_DELAY_MS: Record<SignupKind, number> = { rpps: 5000, 'no-rpps': 10000 };

/** `POST /api/signup`, then the Portal (or the server's returnTo), which says that the account awaits validation. */
export function useSignup(kind: SignupKind) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const goOn = (returnTo: string | undefined) => (returnTo ? leavePortal(returnTo) : void navigate('/'));
  const notificationFailed = (message: string, returnTo: string | undefined) => {
    notify.info(kind === 'rpps' ? `${message} ${t('signUp.redirecting')}` : message);
    setTimeout(() => goOn(returnTo), NOTIFICATION_FAILED_DELAY_MS[kind]);
  };
  return useMutation({
    mutationFn: (payload: SignupPayload) =>
      api<SignupAnswer | undefined>('/api/signup', { method: 'POST', body: payload }),
    onSuccess: (answer) => {
      awaitingValidationFlag.set();
      if (answer?.code === NOTIFICATION_FAILED) return notificationFailed(answer.message ?? '', answer.returnTo);
      notify.success(t('signUp.success'));
      goOn(answer?.returnTo);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === NOTIFICATION_FAILED) {
        awaitingValidationFlag.set();
        return notificationFailed(error.message, undefined);
      }
      notify.error(error.message);
    },
  });
}
