import { useMutation } from '@tanstack/react-query';
import { api } from '../api/api.ts';

export interface SupportRequest {
  phoneNumber: string;
  messageId: string | undefined;
}

/** `POST /otp/ask-for-support`: e-mails the administrators that a code did not arrive. */
export function useAskForSupport() {
  return useMutation({
    mutationFn: (request: SupportRequest) => api<unknown>('/otp/ask-for-support', { method: 'POST', body: request }),
  });
}
