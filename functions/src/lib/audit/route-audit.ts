import type { Context } from 'aws-lambda';
import type { ApiRoute } from '@lab/shared/api/routes';
import { auditAccess } from '@lab/shared/api/routes';
import type { SignInAnswer } from '@lab/shared/schemas/admin';
import type { ApiEvent } from '../http/api-event';
import { adminSource, requestSource, type AuditAction } from './audit-entry';
import type { AuditStore } from './audit-store';
import { recorded, recordOrLog } from './record';
import { auditedSignIn, type SignInCall } from './sign-in-audit';

/*
 * How a route records what it did in the audit trail, declared beside its handler and
 * carried out by the handler chain, so no handler appends by hand. The route table says
 * which routes must record (`auditAccess`); the chain refuses to start a route whose
 * declaration disagrees (see `checkRouteAudit`).
 */

type Actions<I, R> =
  AuditAction | AuditAction[] | ((input: I, result: R) => AuditAction | AuditAction[]);

/** A route's audit declaration. */
export type RouteAudit<I, R> =
  /**
   * An admin action: its answer is given only once its entries are stored; one that cannot
   * be recorded is a 500 and hands nothing back.
   */
  | { readonly record: 'before-answer'; readonly actions: Actions<I, R> }
  /**
   * An event whose answer stands either way (a sign-out: an audit table that cannot be
   * written must not keep a session alive): recorded after, a failed write logged.
   */
  | { readonly record: 'after-answer'; readonly actions: (input: I, result: R) => AuditAction }
  /**
   * A sign-in call: refusals recorded with their reason, a token released only once its
   * entries are stored; the actor is the username typed, as nobody is signed in yet.
   */
  | {
      readonly record: 'sign-in';
      readonly call: (input: I) => SignInCall;
      readonly username: (input: I) => string;
    };

/**
 * Refuses a handler whose declaration disagrees with the route table: a route that must
 * record declares how, a sign-in route records as a sign-in, and a route that never
 * touches the trail declares nothing.
 */
export function checkRouteAudit(
  route: ApiRoute,
  declared: { readonly record: RouteAudit<unknown, unknown>['record'] } | undefined,
): void {
  const must = auditAccess(route) !== undefined;
  if (must && !declared) {
    throw new Error(`Route ${route.handler} must record in the audit trail but declares no audit`);
  }
  if (!must && declared) {
    throw new Error(
      `Route ${route.handler} declares an audit its route table entry does not allow`,
    );
  }
  if (declared && (declared.record === 'sign-in') !== Boolean(route.access.signIn)) {
    throw new Error(`Route ${route.handler}: only the sign-in routes record as a sign-in`);
  }
}

/** Runs `run` for one request, recording it as `declared` says. */
export function runAudited<I, R>(
  declared: RouteAudit<I, R>,
  trail: Pick<AuditStore, 'append'>,
  request: { input: I; event: ApiEvent; context: Context },
  run: () => Promise<R>,
): Promise<R> {
  const { input, event, context } = request;
  switch (declared.record) {
    case 'before-answer': {
      const { actions } = declared;
      return recorded(
        trail,
        adminSource(event, context),
        typeof actions === 'function' ? (result: R) => actions(input, result) : actions,
        run,
      );
    }
    case 'after-answer':
      return run().then(async (result) => {
        await recordOrLog(trail, adminSource(event, context), declared.actions(input, result));
        return result;
      });
    case 'sign-in': {
      const source = requestSource(declared.username(input), event, context);
      // `signIn` only declares this for routes answering a sign-in.
      return auditedSignIn(
        declared.call(input),
        source,
        trail,
        run as () => Promise<SignInAnswer>,
      ) as Promise<R>;
    }
  }
}
