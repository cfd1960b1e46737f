/**
 * Only requests that came through CloudFront (and so through WAF) may reach the API's
 * handlers. CloudFront adds this header to every `/api/*` request it forwards, with a
 * value kept in Secrets Manager (the origin secret, `SECRETS.origin`); the handlers refuse a
 * request whose header does not carry the current or the previous value, so the secret can
 * be rotated without an outage.
 * The local server adds it the same way, standing in for CloudFront.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The viewer's IP address, as CloudFront saw it. Behind CloudFront, API Gateway's source
 * address is a CloudFront edge server, so a viewer-request function on `/api/*` sets this
 * header from `event.viewer.ip`, replacing any value the client sent; the local server
 * does the same from its socket. Handlers trust it only because the origin check has
 * already refused every request that did not come through CloudFront.
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
