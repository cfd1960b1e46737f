/**
 * The four Secrets Manager secrets the API's functions read, one per use, so that rotating
 * one reaches nothing else (docs/decisions/0014-three-keys.md):
 *
 * - `origin`: the **origin secret**, the value CloudFront adds in ORIGIN_VERIFY_HEADER;
 *   every route reads it. Rotated by the operator, with a deploy that gives CloudFront the
 *   new value.
 * - `signInHandle`: the **sign-in handle key**, which seals the handle the sign-in routes
 *   give the browser between steps. Rotated by the operator on its own; its previous
 *   value still opens handles.
 * - `erasure`: the **erasure key**, which keys the address hash an erasure's audit entry
 *   holds. Never rotated, so the hashes stay comparable for as long as the trail keeps
 *   them, and erasures can be applied again to a restored backup.
 * - `documentLink`: the **document link key**, which signs the links a requester is given to
 *   the request's label, form and status page (decision 0020). Rotated by the operator; its
 *   previous value still opens links, so a rotation ends none until the next.
 *
 * `envVar` names the secret's ARN on each function that reads it (in AWS, and declared on
 * the local stack too); `localVar` is the value itself, which only the local stack sets
 * (no Secrets Manager runs there) and which a function in Lambda refuses at start-up.
 */
export const SECRETS = {
  origin: { envVar: 'ORIGIN_SECRET_ARN', localVar: 'ORIGIN_SECRET' },
  signInHandle: { envVar: 'SIGN_IN_HANDLE_KEY_ARN', localVar: 'SIGN_IN_HANDLE_KEY' },
  erasure: { envVar: 'ERASURE_KEY_ARN', localVar: 'ERASURE_KEY' },
  documentLink: { envVar: 'DOCUMENT_LINK_KEY_ARN', localVar: 'DOCUMENT_LINK_KEY' },
} as const;

export type SecretId = keyof typeof SECRETS;
/** The variable that names one secret's ARN. */
export type SecretEnvName = (typeof SECRETS)[SecretId]['envVar'];
/** The local stack's stand-in for one secret's value. */
export type SecretLocalName = (typeof SECRETS)[SecretId]['localVar'];

export const SECRET_IDS = Object.keys(SECRETS) as SecretId[];
