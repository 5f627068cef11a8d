import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionAnswer, PasswordChange, TotpInitAnswer } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useStepUp } from '../../forms/stepUp/StepUpProvider.tsx';
import { USER_PROFILE_KEY } from '../../user/useUserProfile.ts';
import { totpQrDataUrl } from './totpQr.ts';

/** The TOTP enrolment: the `otpauth://` URL, its secret and the QR code drawn from the URL. */
export interface TotpEnrolment extends TotpInitAnswer {
  qrCodeSrc: string;
}

/** `PATCH /api/users/me/password`. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => api<unknown>('/api/users/me/password', { method: 'PATCH', body: change }),
  });
}

/**
 * `POST /api/users/otp/init`, then the QR code of the answered URL. Like every change of the ways of
 * signing in, it asks for the password again when the sign-in is not recent.
 */
export function useInitTotp() {
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: async (): Promise<TotpEnrolment> => {
      const answer = await withStepUp(() => api<TotpInitAnswer>('/api/users/otp/init', { method: 'POST' }));
      return { ...answer, qrCodeSrc: await totpQrDataUrl(answer.url) };
    },
  });
}

/** `POST /api/users/otp/validate` with the 6-digit code of the authenticator app (the password again if needed). */
export function useValidateTotp() {
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: (token: string) =>
      withStepUp(() => api<unknown>('/api/users/otp/validate', { method: 'POST', body: { token } })),
  });
}

/** `POST /api/users/otp/deactivate` (the password again if the sign-in is not recent). */
export function useDeactivateTotp() {
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: () => withStepUp(() => api<unknown>('/api/users/otp/deactivate', { method: 'POST' })),
  });
}

/** `DELETE /api/users/me`: deleted at once (admins) or a request for an administrator (the password again if needed). */
export function useDeleteAccount() {
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: () => withStepUp(() => api<AccountDeletionAnswer>('/api/users/me', { method: 'DELETE' })),
  });
}

/** Fetches the profile again (`GET /api/users/me`), e.g. after the TOTP setting changed. */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: USER_PROFILE_KEY });
}
