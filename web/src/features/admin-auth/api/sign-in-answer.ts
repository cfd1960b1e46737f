import * as z from 'zod';
import {
  adminLoginResponseSchema,
  signInNextSchema,
  type SignInNext,
} from '@lab/shared/schemas/admin';

/** What either sign-in call gives the screen: a token, or the step the server needs next. */
export type SignInResult = { token: string } | SignInNext;

/*
 * The shared `signInAnswerSchema`, except that only the token of a success is required:
 * the spec's answer is `{token}` and the expiry stays the server's business, so an answer
 * without `expiresIn` still signs in (as it did before the further steps existed).
 */
const signInResultSchema = z.union([
  signInNextSchema,
  adminLoginResponseSchema.pick({ token: true }),
]);

/** The body of an ok sign-in answer, or `undefined` when it is neither a token nor a step. */
export function readSignInResult(body: unknown): SignInResult | undefined {
  return signInResultSchema.safeParse(body).data;
}
