import { post, useAdminMutation } from '../adminCalls.ts';
import { ACCOUNT_ACTION_RULES, type ConfirmedAction } from './accountActionRules.ts';

interface AccountActionCall {
  userId: string;
  action: ConfirmedAction;
  reason?: string;
}

/** `POST /api/admin/users/{userId}/{action}`, with `{ reason }` for the actions that ask one. */
export function useAccountAction() {
  return useAdminMutation(
    ({ userId, action, reason }: AccountActionCall) =>
      post(
        `/api/admin/users/${encodeURIComponent(userId)}/${action}`,
        ACCOUNT_ACTION_RULES[action].reason ? { reason } : {},
      ),
    ({ action }) => ACCOUNT_ACTION_RULES[action].success,
  );
}
