import type { HandlerName } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { recordListQuerySchema } from '@lab/shared/schemas/admin';
import { adminSource, type AuditAction } from '../audit/audit-entry';
import { auditTrail, type AuditTrail } from '../audit/audit-trail';
import { recorded } from '../audit/record';
import { json } from '../http/response';
import { listPage } from '../listing';
import { recordRepository } from '../records/record-repository';
import { apiHandler, type ApiHandler } from './api-handler';
import type { InputSchemas, ParsedInput } from './validate-input';

/**
 * An admin read: answers 200 with what `read` returns once the audit trail holds its
 * `action`, which may depend on the input and the result (see `recorded`: a read that
 * cannot be recorded is a 500 and hands nothing back).
 */
export function recordedReadHandler<S extends InputSchemas, T>(
  name: HandlerName,
  schemas: S,
  action: AuditAction | ((input: ParsedInput<S>, result: T) => AuditAction),
  read: (input: ParsedInput<S>) => Promise<T>,
  trail: Pick<AuditTrail, 'append'> = auditTrail(),
): ApiHandler {
  return apiHandler(name, schemas, async (input, event, context) =>
    json(
      200,
      await recorded(
        trail,
        adminSource(event, context),
        typeof action === 'function' ? (result: T) => action(input, result) : action,
        () => read(input),
      ),
    ),
  );
}

/** An admin list route: one page of `kind` that its filter lets through, recorded as viewed. */
export function listRecordsHandler(name: HandlerName, kind: RecordKind): ApiHandler {
  const repository = recordRepository(kind);
  return recordedReadHandler(
    name,
    { query: recordListQuerySchema },
    { event: 'list-viewed', outcome: 'success', kind },
    ({ query }) => listPage(query, repository),
  );
}
