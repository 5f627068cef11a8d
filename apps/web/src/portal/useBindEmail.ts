import { useMutation } from '@tanstack/react-query';
import { api } from '../api/api.ts';
import { useStepUp } from '../forms/stepUp/StepUpProvider.tsx';

interface BindEmail {
  email: string;
  appClientId: string;
  /** When the server asks for the password first (the app's address changes and the sign-in is not recent). */
  onStepUp?: () => void;
}

/** `PATCH /api/users/me/emails/{email}/bind-client-app`: the app will receive this address. */
export function useBindEmail() {
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: ({ email, appClientId, onStepUp }: BindEmail) =>
      withStepUp(
        () =>
          api<unknown>(`/api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`, {
            method: 'PATCH',
            body: { appClientId },
          }),
        { onAsk: onStepUp },
      ),
  });
}
