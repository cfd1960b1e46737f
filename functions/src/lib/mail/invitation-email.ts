import type { StaffRole } from '@lab/shared/api/routes';
import { INVITATION_VALID_DAYS } from '@lab/shared/schemas/accounts';

/** What an invitation says; the SES sender cleans each string before it goes. */
export interface InvitationEmail {
  subject: string;
  text: string;
}

/**
 * The invitation to a new colleague: the username, the temporary password and where to
 * sign in. The password is in the message because Cognito's own invitation is suppressed
 * (its text and sender are not the laboratory's); the first sign-in replaces it.
 */
export function invitationEmail({
  username,
  password,
  role,
  signInUrl,
}: {
  username: string;
  password: string;
  role: StaffRole;
  signInUrl: string;
}): InvitationEmail {
  return {
    subject: 'Your staff account for the laboratory website',
    text: [
      `An administrator has made you a staff account (${role === 'administrator' ? 'administrator' : 'staff'}) on the laboratory website.`,
      '',
      `Sign in at: ${signInUrl}`,
      `Username: ${username}`,
      `Temporary password: ${password}`,
      '',
      'At your first sign-in you choose your own password, then set up an authenticator app',
      '(you scan a QR code with it and type the code it shows).',
      `The temporary password works for ${INVITATION_VALID_DAYS} days; after that, ask an administrator for a new invitation.`,
      '',
      'If you did not expect this e-mail, reply to it and tell the laboratory.',
    ].join('\n'),
  };
}
