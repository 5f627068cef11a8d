import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfilePatch, UserProfile } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useStepUp } from '../../forms/stepUp/StepUpProvider.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { CURRENT_USER_KEY } from '../../user/useCurrentUser.ts';
import { USER_PROFILE_KEY } from '../../user/useUserProfile.ts';

/**
 * `PATCH /api/users/me` with the change set; the answer is the updated profile. On success the cached
 * profile and `/me` (the welcome name) are refreshed; a refusal shows the server's message.
 */
export function useSaveProfile(onSaved: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    // Removing an address asks for the password again when the sign-in is not recent.
    mutationFn: (patch: ProfilePatch) =>
      withStepUp(() => api<UserProfile | undefined>('/api/users/me', { method: 'PATCH', body: patch })),
    onSuccess: async (answer) => {
      if (answer) queryClient.setQueryData(USER_PROFILE_KEY, answer);
      else await queryClient.invalidateQueries({ queryKey: USER_PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      notify.success(t('myProfile.updated'));
      onSaved();
    },
    onError: (error) => notify.error(error.message),
  });
}
