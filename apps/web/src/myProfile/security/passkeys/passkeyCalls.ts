import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { passkeyLabels, type PasskeySummary } from '@portal/shared';
import { api } from '../../../api/api.ts';
import { useStepUp } from '../../../forms/stepUp/StepUpProvider.tsx';
import { USER_PROFILE_KEY } from '../../../user/useUserProfile.ts';

const PASSKEYS = '/api/users/me/passkeys';
/** Under the profile's key: a passkey added or removed refreshes the profile and its recovery codes' status too. */
export const PASSKEYS_KEY = [...USER_PROFILE_KEY, 'passkeys'];

/** `GET /api/users/me/passkeys`. */
export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api<PasskeySummary[]>(PASSKEYS) });
}

/** A name the owner recognises, from the browser's answer: this device, or a security key. */
const defaultName = (response: RegistrationResponseJSON) =>
  response.authenticatorAttachment === 'cross-platform'
    ? passkeyLabels.defaultNameSecurityKey
    : passkeyLabels.defaultName;

/**
 * A new passkey: the options (the password again when the sign-in is not recent), the browser's
 * ceremony (`@simplewebauthn/browser`, fetched now), then saved under a default name the owner
 * then confirms or changes.
 */
export function useAddPasskey() {
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<PasskeySummary> => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await withStepUp(() =>
        api<PublicKeyCredentialCreationOptionsJSON>(`${PASSKEYS}/options`, { method: 'POST' }),
      );
      const response = await startRegistration({ optionsJSON });
      return withStepUp(() =>
        api<PasskeySummary>(PASSKEYS, { method: 'POST', body: { name: defaultName(response), response } }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_PROFILE_KEY }),
  });
}

/** `PATCH /api/users/me/passkeys/{id}`. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<unknown>(`${PASSKEYS}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/** `DELETE /api/users/me/passkeys/{id}` (the password again when the sign-in is not recent). */
export function useDeletePasskey() {
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withStepUp(() => api<unknown>(`${PASSKEYS}/${encodeURIComponent(id)}`, { method: 'DELETE' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_PROFILE_KEY }),
  });
}
