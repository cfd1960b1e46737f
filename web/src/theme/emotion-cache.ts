import createCache from '@emotion/cache';

/** Same key on the server and in the browser, so the browser adopts the inlined styles. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
