import { useMutation } from '@tanstack/react-query';
import { api } from '../api/api.ts';

interface BindEmail {
  email: string;
  appClientId: string;
}

/** `PATCH /api/users/me/emails/{email}/bind-client-app`: the app will receive this address. */
export function useBindEmail() {
  return useMutation({
    mutationFn: ({ email, appClientId }: BindEmail) =>
      api<unknown>(`/api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`, {
        method: 'PATCH',
        body: { appClientId },
      }),
  });
}
