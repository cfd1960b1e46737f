// CloudFront Function (viewer request, cloudfront-js-2.0) on the `/api/*` behaviour.
// API Gateway sees CloudFront's edge server as the caller, so the viewer's own address is
// passed on in VIEWER_ADDRESS_HEADER (for the audit trail and the handlers' request log),
// replacing any value the client sent. site-functions.ts prepends VIEWER_ADDRESS_HEADER.
/* global VIEWER_ADDRESS_HEADER */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  request.headers[VIEWER_ADDRESS_HEADER] = { value: event.viewer.ip };
  return request;
}
