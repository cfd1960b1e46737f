// CloudFront Function (viewer response, cloudfront-js-2.0) on the site's default behaviour.
// The not-found page is stored with S3 user metadata that S3 returns as NOT_FOUND_HEADER:
// this turns that page's 200 into 404 and drops the header. It runs on cached answers
// too, and only on a 200, so a 304 revalidation stays a 304 (CloudFront runs viewer
// response functions only when the origin's status is below 400).
// site-functions.ts prepends NOT_FOUND_HEADER when it builds the function's code.
/* global NOT_FOUND_HEADER */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var response = event.response;
  if (response.headers[NOT_FOUND_HEADER]) {
    delete response.headers[NOT_FOUND_HEADER];
    if (response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}
