import { LIMITS } from '@lab/shared/constants/limits';
import { VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { cleanLine } from '@lab/shared/text/characters';
import type { ApiEvent } from './api-event';

/** Who sent a request, as far as the edge can tell: for the audit trail and request logs. */
export interface Viewer {
  /** The viewer's IP address as CloudFront saw it (API Gateway's own says CloudFront's). */
  ip: string;
  /** The browser's User-Agent, trimmed and cleaned of control characters; '' when absent. */
  userAgent: string;
}

/**
 * The viewer of a request that passed the origin check: CloudFront (or the local server)
 * set the address header, replacing any value the client sent.
 */
export function viewerOf(event: Pick<ApiEvent, 'headers' | 'requestContext'>): Viewer {
  const ip = event.headers[VIEWER_ADDRESS_HEADER]?.trim() || event.requestContext.http.sourceIp;
  const userAgent = cleanLine(event.headers['user-agent'] ?? '').slice(0, LIMITS.userAgent);
  return { ip: ip.slice(0, LIMITS.ipAddress), userAgent };
}
