import { domainToASCII } from 'node:url';

/*
 * Which mailbox an address reaches, for counting receipts only: the receipt itself still
 * goes to the address as typed. Folding too much is harmless here (two people whose
 * addresses fold together share an hourly limit, and the later receipt waits for the
 * follow-up); folding too little lets one inbox be flooded under many spellings.
 */

/** Providers that deliver `a.b@` and `ab@` to the same inbox, under their one domain. */
const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox `address` reaches, as one string: Unicode compatibility forms folded (NFKC,
 * so a full-width `ｖｉｃｔｉｍ` is `victim`), lower-cased, the domain in its ASCII
 * (punycode) form without a trailing dot, any `+tag` dropped (most providers deliver
 * `victim+anything@` to `victim@`, and for the few that do not, sharing a limit costs
 * nothing), and the dots of the local part dropped where the provider ignores them.
 */
export function mailboxKey(address: string): string {
  const folded = address.normalize('NFKC').trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at <= 0) return folded;
  const rawDomain = folded.slice(at + 1).replace(/\.$/, '');
  // domainToASCII answers '' for a domain it cannot convert: keep it as typed then.
  const domain = domainToASCII(rawDomain) || rawDomain;
  const plus = folded.indexOf('+');
  let local = plus > 0 && plus < at ? folded.slice(0, plus) : folded.slice(0, at);
  const dotBlind = DOT_BLIND_DOMAINS[domain];
  if (dotBlind) local = local.replaceAll('.', '');
  return `${local}@${dotBlind ?? domain}`;
}
