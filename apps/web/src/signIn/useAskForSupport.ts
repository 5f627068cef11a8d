import { useMutation } from '@tanstack/react-query';
import { messages } from '@portal/shared';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

interface SupportRequest {
  phoneNumber: string;
  messageId: string | undefined;
}

/** `POST /otp/ask-for-support`: e-mails the administrators that a code did not arrive, and says whether it went. */
export function useAskForSupport() {
  const notify = useNotify();
  return useMutation({
    mutationFn: (request: SupportRequest) => api<unknown>('/otp/ask-for-support', { method: 'POST', body: request }),
    onSuccess: () => notify.success(messages.supportSent),
    onError: () => notify.error(messages.supportFailed),
  });
}
