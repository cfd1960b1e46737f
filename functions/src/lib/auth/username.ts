/**
 * One username, however typed: Cognito matches usernames without regard to case (the
 * pool's default), so 'Admin', 'admin ' and a decomposed accent are all one account, and
 * everything the sign-in keeps per username is keyed by this form.
 */
export function canonicalUsername(username: string): string {
  return username.trim().normalize('NFC').toLowerCase();
}
