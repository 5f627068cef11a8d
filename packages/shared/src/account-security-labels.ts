/** Labels of the password tab, the TOTP section and the account deletion, in French. */
import { profileMessages } from './profile-messages.ts';

export const accountSecurityLabels = {
  passwordTab: profileMessages.passwordTab,
} as const;
