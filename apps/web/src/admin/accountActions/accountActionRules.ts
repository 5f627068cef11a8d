import { adminMessages, type AccountAction, type AccountActions } from '@portal/shared';

/** The actions on an account confirmed by a dialog (the super-admin switch has its own). */
export type ConfirmedAction = Exclude<AccountAction, 'super-admin'>;

interface ActionRule {
  /** The flag of `AccountActions` that allows it. */
  allowedBy: keyof AccountActions;
  /** Asks for a reason, e-mailed to the owner. */
  reason: boolean;
  success: string;
  /** The account is gone afterwards. */
  removes: boolean;
}

export const ACCOUNT_ACTION_RULES: Record<ConfirmedAction, ActionRule> = {
  activate: { allowedBy: 'validate', reason: false, success: adminMessages.activated, removes: false },
  refuse: { allowedBy: 'refuse', reason: true, success: adminMessages.refused, removes: true },
  lock: { allowedBy: 'lock', reason: true, success: adminMessages.locked, removes: false },
  unlock: { allowedBy: 'unlock', reason: false, success: adminMessages.unlocked, removes: false },
  'end-sessions': { allowedBy: 'endSessions', reason: false, success: adminMessages.sessionsEnded, removes: false },
  'send-password-reset': {
    allowedBy: 'sendPasswordReset',
    reason: false,
    success: adminMessages.passwordResetSent,
    removes: false,
  },
  delete: { allowedBy: 'handleDeletion', reason: false, success: adminMessages.deleted, removes: true },
  'decline-deletion': {
    allowedBy: 'handleDeletion',
    reason: true,
    success: adminMessages.deletionDeclined,
    removes: false,
  },
  'reset-factors': { allowedBy: 'resetFactors', reason: true, success: adminMessages.factorsReset, removes: false },
};

/** The confirmed actions `actions` allows, in the order of the rules. */
export function allowedActions(actions: AccountActions): ConfirmedAction[] {
  return (Object.keys(ACCOUNT_ACTION_RULES) as ConfirmedAction[]).filter(
    (action) => actions[ACCOUNT_ACTION_RULES[action].allowedBy],
  );
}
