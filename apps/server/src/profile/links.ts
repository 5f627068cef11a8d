/** Addresses of the portal's screens, for the e-mails. */
export const profileUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/#/myProfile`;
