/** `Claire Dubois`, or the company name of a corporation (held in `lastName`). */
export function accountName(account: { isCorporation?: boolean; firstName: string; lastName: string }): string {
  if (account.isCorporation) return account.lastName;
  return [account.firstName, account.lastName].filter(Boolean).join(' ');
}
