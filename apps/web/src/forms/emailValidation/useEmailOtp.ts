import { useMutation } from '@tanstack/react-query';
import type { SendOtpAnswer, SendOtpPayload, VerifyOtpAnswer, VerifyOtpPayload } from '@portal/shared';
import { api } from '../../api/api.ts';

/** `POST /api/emails/send-otp`: e-mails a 9-character code to the address. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (payload: SendOtpPayload) =>
      api<SendOtpAnswer>('/api/emails/send-otp', { method: 'POST', body: payload }),
  });
}

/** `POST /api/emails/verify-otp`: whether the code matches. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: (payload: VerifyOtpPayload) =>
      api<VerifyOtpAnswer>('/api/emails/verify-otp', { method: 'POST', body: payload }),
  });
}
