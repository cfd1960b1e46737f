import { SIGN_IN_METRICS } from '@lab/shared/lambda/metrics';
import { emitCount } from './emf';

/**
 * Counts one failed sign-in in Lambda (the burst alarm watches the total), and one lockout
 * when the failure locked its username.
 */
export function countSignInFailure({ locked }: { locked: boolean }): void {
  const { namespace, failures, lockouts } = SIGN_IN_METRICS;
  emitCount({ namespace, name: failures });
  if (locked) emitCount({ namespace, name: lockouts });
}
