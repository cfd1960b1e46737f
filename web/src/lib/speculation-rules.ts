/**
 * The browser's prefetch rules: a public page a visitor is about to open (a pointer resting
 * on its link, a touch starting on it) is fetched before the click, so the page load that
 * follows starts from memory. Staff pages and the API (the document links) are never
 * fetched ahead. An inline script whose
 * hash the pre-renderer adds to the CSP; browsers without speculation rules ignore it.
 */
const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin*' } },
          // A document link draws a PDF on the server: only a click should ask for one.
          { not: { href_matches: '/api/*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export function speculationRulesScript(): string {
  return `<script type="speculationrules">${JSON.stringify(SPECULATION_RULES)}</script>`;
}
