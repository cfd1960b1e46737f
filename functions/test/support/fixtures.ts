import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A valid shipping label request, as the web form sends it. */
export const SHIPPING_REQUEST = {
  shipperName: 'Lee Rancher',
  shipperEmail: 'lee@example.com',
  shipperPhone: '306-555-0199',
  sampleType: 'feed',
  shipmentWeight: '4 kg',
  shipmentDimensions: '40 x 30 x 20 cm',
};

/** An API Gateway (HTTP API v2) event for `POST /api/contact` with a JSON body type. */
export function apiEvent(overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/contact',
    rawPath: '/api/contact',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    ...overrides,
  };
}
