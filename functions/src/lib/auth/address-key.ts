import { isIPv4, isIPv6 } from 'node:net';

/** What every address that is not a valid IP address counts as: one shared, cautious key. */
export const UNKNOWN_ADDRESS = 'unknown';

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = ip.split('::');
  const left = parse(head);
  const right = parse(tail ?? '');
  const gap = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...gap, ...right];
}

/**
 * The key a client address is throttled by. An IPv4 address is itself; an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) is that IPv4
 * address; any other IPv6 address counts as its /64 prefix, because one subscriber is
 * usually given a whole /64 and could otherwise take a fresh address for each attempt.
 * Anything else (never sent by CloudFront) shares UNKNOWN_ADDRESS.
 */
export function addressKey(address: string): string {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return UNKNOWN_ADDRESS;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
