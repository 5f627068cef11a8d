/** Labels of the profile screen (read view, edit form and their dialogs), in French. */
import { profileMessages } from './profile-messages.ts';

export const profileLabels = {
  title: profileMessages.title,
} as const;
