import * as z from 'zod';
import {
  adminLoginResponseSchema,
  signInNextSchema,
  type SignInNext,
} from '@lab/shared/schemas/admin';

/**
 * What either sign-in call gives the screen: a token (with its lifetime in seconds when the
 * server said it), or the step the server needs next.
 */
export type SignInResult = { token: string; expiresIn?: number } | SignInNext;

/*
 * The shared `signInAnswerSchema`, except that only the token of a success is required:
 * the spec's answer is `{token}`, so an answer without a usable `expiresIn` still signs in
 * (as it did before the further steps existed); the dashboard then assumes the deployed
 * token lifetime.
 */
const signInResultSchema = z.union([
  signInNextSchema,
  adminLoginResponseSchema.extend({
    expiresIn: adminLoginResponseSchema.shape.expiresIn.optional().catch(undefined),
  }),
]);

/** The body of an ok sign-in answer, or `undefined` when it is neither a token nor a step. */
export function readSignInResult(body: unknown): SignInResult | undefined {
  return signInResultSchema.safeParse(body).data;
}
