import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Email, ProfilePatch, UserProfile } from '@portal/shared';
import { api } from '../api/api.ts';
import { useStepUp } from '../forms/stepUp/StepUpProvider.tsx';
import { USER_PROFILE_KEY } from '../user/useUserProfile.ts';

interface NewEmailForApp {
  /** The account's addresses before the new one. */
  emails: Email[];
  email: string;
  emailValidationId: string;
  appClientId: string;
}

/**
 * Adds an address validated by code to the account, already bound to the app (an app sees one
 * address: the others lose it), with `PATCH /api/users/me` (the password again if the server asks
 * for it); the cached profile becomes the answer.
 */
export function useAddEmailForApp() {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: ({ emails, email, emailValidationId, appClientId }: NewEmailForApp) => {
      const patch: ProfilePatch = {
        emails: [
          ...emails.map((existing) => ({
            email: existing.email,
            isPrincipal: existing.isPrincipal,
            clientApps: existing.clientApps.filter((clientId) => clientId !== appClientId),
          })),
          { email, isPrincipal: false, clientApps: [appClientId], emailValidationId },
        ],
      };
      return withStepUp(() => api<UserProfile>('/api/users/me', { method: 'PATCH', body: patch }));
    },
    onSuccess: (profile) => queryClient.setQueryData(USER_PROFILE_KEY, profile),
  });
}
