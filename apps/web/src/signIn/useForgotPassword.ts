import { useMutation } from '@tanstack/react-query';
import { api } from '../api/api.ts';

/** `POST /api/password/send-newPassword`: e-mails a link to choose a new password. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/api/password/send-newPassword', { method: 'POST', body: { email } }),
  });
}
