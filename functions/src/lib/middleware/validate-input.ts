import * as z from 'zod';
import { fieldErrors, VALIDATION_FAILED } from '@lab/shared/schemas/api-error';
import type { ApiEvent } from '../http/api-event';
import { HttpError } from '../http/http-error';
import type { ApiMiddleware } from './types';

/** Where a route's input comes from. */
/** Any Zod schema, classic or mini (the shared form schemas are written with zod/mini). */
type Schema = z.core.$ZodType;

export interface InputSchemas {
  body?: Schema;
  query?: Schema;
  path?: Schema;
  /** Request headers, their names lower-cased as API Gateway hands them over. */
  headers?: Schema;
}

export type ParsedInput<S extends InputSchemas> = {
  [K in keyof S]: S[K] extends Schema ? z.output<S[K]> : never;
};

const sources = {
  body: (event: ApiEvent) => event.jsonBody,
  query: (event: ApiEvent) => event.queryStringParameters ?? {},
  path: (event: ApiEvent) => event.pathParameters ?? {},
  headers: (event: ApiEvent) => event.headers ?? {},
} as const;

/**
 * Validates each input source against its shared schema and hands the handler the
 * parsed values (trimmed, unknown keys dropped). Failures are a 400 whose `errors` map
 * carries the same per-field messages the web forms show.
 */
export function validateInput(schemas: InputSchemas): ApiMiddleware {
  return {
    before: (request) => {
      const input: Record<string, unknown> = {};
      for (const [source, schema] of Object.entries(schemas) as [keyof InputSchemas, Schema][]) {
        const result = z.safeParse(schema, sources[source](request.event));
        if (!result.success) {
          throw new HttpError(400, VALIDATION_FAILED, fieldErrors(result.error));
        }
        input[source] = result.data;
      }
      request.event.input = input;
    },
  };
}
