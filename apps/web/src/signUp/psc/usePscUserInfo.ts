import { useQuery } from '@tanstack/react-query';
import type { PscUserInfo } from '@portal/shared';
import { api } from '../../api/api.ts';

/**
 * `GET /psc/user-info?pscUserInfo=…`: what Pro Santé Connect certified, to pre-fill the sign-up.
 * A 400 means expired, already used or not this browser's; asked once (the defaults keep it).
 */
export function usePscUserInfo(reference: string) {
  return useQuery({
    queryKey: ['psc-user-info', reference],
    queryFn: () => api<PscUserInfo>(`/psc/user-info?${new URLSearchParams({ pscUserInfo: reference }).toString()}`),
  });
}
