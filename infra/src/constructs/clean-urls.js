// CloudFront Function (viewer request, cloudfront-js-2.0): maps clean URLs to the
// pre-rendered files, as the local server's static-files.ts does:
// `/` and `/x/` → their index.html, `/services/soil-testing` → `/services/soil-testing/index.html`,
// a path whose last segment has an extension is left alone.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
  } else if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
