import { useMutation } from '@tanstack/react-query';
import { messages } from '@portal/shared';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

/** `POST /api/password/send-newPassword`: e-mails a link to choose a new password, and says whether it went. */
export function useForgotPassword() {
  const notify = useNotify();
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/api/password/send-newPassword', { method: 'POST', body: { email } }),
    onSuccess: () => notify.success(messages.resetRequested),
    onError: () => notify.error(messages.resetFailed),
  });
}
