import { apiPath } from '@lab/shared/api/routes';
import {
  trackResponseSchema,
  type TrackRequestInput,
  type TrackResponse,
} from '@lab/shared/schemas/samples';
import { ApiError, apiJson, NetworkError } from '../../../lib/api-client';

/** What the status page shows for one ask: the request's timeline, or why there is none. */
export type TrackOutcome =
  | { state: 'found'; track: TrackResponse }
  /** 404: no request matches (a wrong reference, a wrong address or a refused link alike). */
  | { state: 'not-found' }
  /** 429: asked too often; the throttle lets the visitor in again within a minute. */
  | { state: 'throttled' }
  /** No answer at all: worth trying again as it is. */
  | { state: 'offline' }
  /** Any other failure, or an answer of another shape. */
  | { state: 'failed' };

/**
 * Asks `POST /api/track` for a request's timeline, by reference and address or by a
 * signed link's token. Never throws: every answer becomes the outcome the page shows.
 */
export async function trackRequest(input: TrackRequestInput): Promise<TrackOutcome> {
  try {
    const body = await apiJson<unknown>(apiPath('track-request'), { method: 'POST', body: input });
    const parsed = trackResponseSchema.safeParse(body);
    return parsed.success ? { state: 'found', track: parsed.data } : { state: 'failed' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' };
    if (error instanceof ApiError && error.status === 429) return { state: 'throttled' };
    if (error instanceof NetworkError) return { state: 'offline' };
    return { state: 'failed' };
  }
}
