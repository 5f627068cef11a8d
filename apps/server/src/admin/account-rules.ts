/**
 * What an administrator may do on an account: the one rule the account page shows (`actions`) and
 * every action enforces. Nobody acts on their own account here (their profile is for that); only a
 * super administrator acts on another administrator's account.
 */
import { adminMessages, type AccountActions } from '@portal/shared';
import { refused } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';

/** The account as the rules need it. */
export interface ActionTarget {
  userId: string;
  activated: boolean;
  locked: boolean;
  throttledUntil: Date | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  deletionRequested: boolean;
  hasEmail: boolean;
  /** An authenticator app (even one not validated yet), a passkey or recovery codes. */
  hasFactors: boolean;
}

const NONE: AccountActions = {
  validate: false,
  refuse: false,
  lock: false,
  unlock: false,
  endSessions: false,
  sendPasswordReset: false,
  handleDeletion: false,
  changeSuperAdmin: false,
  resetFactors: false,
};

export const isThrottled = (target: Pick<ActionTarget, 'throttledUntil'>) =>
  target.throttledUntil !== null && target.throttledUntil.getTime() > Date.now();

/** Why the actor may do nothing on the account, if so. */
function barred(actor: AdminActor, target: ActionTarget): string | null {
  if (actor.id === target.userId) return adminMessages.notOnOwnAccount;
  if ((target.isAdmin || target.isSuperAdmin) && !actor.isSuperAdmin) return adminMessages.notOnAdmin;
  return null;
}

export function accountActions(actor: AdminActor, target: ActionTarget): AccountActions {
  if (barred(actor, target)) return NONE;
  return {
    validate: !target.activated,
    refuse: !target.activated,
    lock: !target.locked,
    unlock: target.locked || isThrottled(target),
    endSessions: true,
    sendPasswordReset: target.hasEmail,
    handleDeletion: target.deletionRequested,
    changeSuperAdmin: actor.isSuperAdmin && target.activated,
    resetFactors: target.hasFactors,
  };
}

/** Why each action may be refused, in the order the rules above read. */
const REFUSALS: Record<keyof AccountActions, string> = {
  validate: adminMessages.notAwaitingValidation,
  refuse: adminMessages.notAwaitingValidation,
  lock: adminMessages.alreadyLocked,
  unlock: adminMessages.notLocked,
  endSessions: adminMessages.notOnOwnAccount,
  sendPasswordReset: adminMessages.accountUnknown,
  handleDeletion: adminMessages.noDeletionRequest,
  changeSuperAdmin: adminMessages.superAdminOnly,
  resetFactors: adminMessages.noFactorToReset,
};

/** Throws the French refusal (409, or 403 when the account is barred) unless the action is allowed. */
export function assertAllowed(actor: AdminActor, target: ActionTarget, action: keyof AccountActions): void {
  const bar = barred(actor, target);
  if (bar) throw refused(bar, 'userId', 403);
  if (!accountActions(actor, target)[action]) throw refused(REFUSALS[action], 'userId', 409);
}
