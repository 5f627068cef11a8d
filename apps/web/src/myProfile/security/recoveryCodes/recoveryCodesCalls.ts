import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodesAnswer, RecoveryCodesStatus } from '@portal/shared';
import { api } from '../../../api/api.ts';
import { useStepUp } from '../../../forms/stepUp/StepUpProvider.tsx';
import { USER_PROFILE_KEY } from '../../../user/useUserProfile.ts';

/** Under the profile's key: refreshing the profile (a factor switched on or off) refreshes it too. */
const STATUS_KEY = [...USER_PROFILE_KEY, 'recovery-codes'] as const;

/** `GET /api/users/me/recovery-codes`: how many are left, and whether the account may have some. */
export function useRecoveryCodesStatus() {
  return useQuery({ queryKey: STATUS_KEY, queryFn: () => api<RecoveryCodesStatus>('/api/users/me/recovery-codes') });
}

/** `POST /api/users/me/recovery-codes` (the password again when the sign-in is not recent): ten new codes. */
export function useGenerateRecoveryCodes() {
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withStepUp(() => api<RecoveryCodesAnswer>('/api/users/me/recovery-codes', { method: 'POST' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
