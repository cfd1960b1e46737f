import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '@lab/shared/security/origin';
import type { SecretId } from '@lab/shared/security/secrets';

/** The origin secret of the unit tests (ORIGIN_SECRET), as the local stack sets one per start. */
export const UNIT_ORIGIN_SECRET = 'unit-origin-secret-value';

/**
 * The unit tests' stand-ins for the three secrets (ORIGIN_SECRET, SIGN_IN_HANDLE_KEY,
 * ERASURE_KEY), as the local stack sets them: each different from the others.
 */
export const UNIT_SECRET_VALUES: Readonly<Record<SecretId, string>> = {
  origin: UNIT_ORIGIN_SECRET,
  signInHandle: 'unit-sign-in-handle-key-value',
  erasure: 'unit-erasure-key-value',
  documentLink: 'unit-document-link-key-value',
};

/** A valid shipping label request, as the web form sends it. */
export const SHIPPING_REQUEST = {
  shipperName: 'Lee Rancher',
  shipperEmail: 'lee@example.com',
  shipperPhone: '306-555-0199',
  sampleType: 'feed',
  shipmentWeight: '4 kg',
  shipmentDimensions: '40 x 30 x 20 cm',
};

/**
 * An API Gateway (HTTP API v2) event for `POST /api/contact` with a JSON body type, as
 * CloudFront forwards it: `headers` replace the content type, never the origin header
 * (set that one to undefined or to another value to test the origin check).
 */
export function apiEvent({
  headers = { 'content-type': 'application/json' },
  ...overrides
}: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/contact',
    rawPath: '/api/contact',
    rawQueryString: '',
    isBase64Encoded: false,
    // What the handlers read of it: the request line's method, address and ids.
    requestContext: {
      http: { method: 'POST', path: '/api/contact', sourceIp: '130.176.0.1' },
      requestId: 'api-request-id',
    } as APIGatewayProxyEventV2['requestContext'],
    ...overrides,
    headers: { [ORIGIN_VERIFY_HEADER]: UNIT_ORIGIN_SECRET, ...headers },
  };
}
