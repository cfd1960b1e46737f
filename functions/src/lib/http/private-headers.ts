/**
 * Headers for a requester's own answers (their documents, their status page): never cached
 * on the way, never indexed. A module of its own so that the status page's function does
 * not bundle the PDF libraries with the documents' answers.
 */
export const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
} as const;
