/**
 * What every way of proving who signs in has in common (`flow.ts` decides what comes after each).
 * Adding a method is a module of this folder and one line of `index.ts`.
 */
import type { LoginError } from '@portal/shared';

export type MethodName = 'password' | 'email_code' | 'authenticator_app' | 'psc' | 'recovery_code' | 'passkey';

/** A sign-in in progress, as `flow.ts` keeps it with the provider's interaction. */
export interface SignInFlow {
  /** The provider's interaction. */
  uid: string;
  /** The client app asking, and the authentication classes it asked for. */
  clientId: string;
  acrValues: string[];
  /** Who signs in, once a first factor said it. */
  userId?: string;
  done: MethodName[];
  /** The method awaited next. */
  pending?: MethodName;
  /** Second factors accepted in its place (the account's code, when a passkey is offered first). */
  alternatives?: MethodName[];
  /** The address typed with the password. */
  loginAddress?: string;
}

/** What a method proved. */
export interface Proof {
  userId: string;
  loginAddress?: string;
  /** A first factor's: the second factor this account uses when one is needed. */
  secondFactor?: 'email_code' | 'authenticator_app';
  /** A first factor's: the account has a passkey (offered first as the second factor). */
  hasPasskey?: boolean;
  /** RFC 8176's values of this very proof, when they depend on it (a passkey's: `hwk` or `swk`, `user`). */
  amr?: readonly string[];
  /** Work for the end of a complete sign-in (a password's failed attempts forgotten). */
  settle?: () => Promise<void>;
}

export type Verdict =
  | { proven: Proof }
  | { refused: LoginError }
  /** Pro Santé Connect certified someone the portal has no account for (a sign-up then). */
  | { unknownAccount: true };

/** The request's side of an attempt: where it comes from, and whether this browser signed the account in before. */
export interface Attempt<Input> {
  flow: SignInFlow;
  input: Input;
  ip: string;
  /** Whether this browser completed a sign-in of the account (`trusted-devices.ts`). */
  trusts: (userId: string) => boolean;
  /** Whether this browser completed a sign-in with this address typed. */
  trustsAddress: (address: string) => boolean;
}

export interface SignInMethod<Input = unknown> {
  name: MethodName;
  /** RFC 8176's values the ID token states for it. */
  amr: readonly string[];
  /**
   * First: says who signs in (the password, Pro Santé Connect); second: proves more of the flow's
   * account; either: a passkey, first (alone, with user verification) or second.
   */
  order: 'first' | 'second' | 'either';
  /**
   * A second factor accepted in place of the one the flow awaits (a recovery code when the
   * authenticator app is lost): its `check` proves it belongs to the flow's account.
   */
  standsIn?: boolean;
  /** The sign-in screen that asks for it (`interactionType`). */
  screen: 'login' | 'otp' | 'totp' | 'passkey';
  check(attempt: Attempt<Input>): Promise<Verdict>;
}
