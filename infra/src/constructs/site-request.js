// CloudFront Function (viewer request, cloudfront-js-2.0) on the site's default behaviour.
// Maps clean URLs to the pre-rendered files, as the local server's static-files.ts does:
// `/` and `/x/` → their index.html, `/services/soil-testing` → `/services/soil-testing/index.html`,
// a path whose last segment has an extension is left alone. A file the site does not have
// becomes NOT_FOUND_PAGE, which site-response.js answers with status 404: CloudFront's
// custom error responses apply to the whole distribution, so they would rewrite the API's
// own 403s and WAF's JSON blocks too.
// site-functions.ts prepends SITE_FILES (every file of the build outside /assets/, as
// `{ "/index.html": 1, … }`) and NOT_FOUND_PAGE when it builds the function's code.
/* global SITE_FILES, NOT_FOUND_PAGE */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var file = uri;
  if (uri.charAt(uri.length - 1) === '/') {
    file = uri + 'index.html';
  } else if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    file = uri + '/index.html';
  }
  request.uri = Object.prototype.hasOwnProperty.call(SITE_FILES, file) ? file : NOT_FOUND_PAGE;
  return request;
}
