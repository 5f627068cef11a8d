import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch, UserProfile } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useStepUp } from '../../forms/stepUp/StepUpProvider.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { CURRENT_USER_KEY } from '../../user/useCurrentUser.ts';
import { USER_PROFILE_KEY } from '../../user/useUserProfile.ts';
import { savedMessage } from './savedMessage.ts';

/**
 * `PATCH /api/users/me` with the change set; the answer is the updated profile. On success the cached
 * profile and `/me` (the welcome name) are refreshed and what was saved is said (`savedMessage`); a
 * refusal shows the server's message.
 */
export function useSaveProfile(profile: UserProfile, onSaved: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    // A change of the addresses (added, removed, principal, an app's) asks for the password again
    // when the sign-in is not recent.
    mutationFn: (patch: ProfilePatch) =>
      withStepUp(() => api<UserProfile | undefined>('/api/users/me', { method: 'PATCH', body: patch })),
    onSuccess: async (answer, patch) => {
      if (answer) queryClient.setQueryData(USER_PROFILE_KEY, answer);
      else await queryClient.invalidateQueries({ queryKey: USER_PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      const after = answer ?? queryClient.getQueryData<UserProfile>(USER_PROFILE_KEY) ?? profile;
      notify.success(savedMessage(profile, patch, after));
      onSaved();
    },
    onError: (error) => notify.error(error.message),
  });
}
