import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client is counted under by the rate limits: an IPv4 address as it is, an IPv6
 * address by its /64 network (one subscriber usually gets a whole /64, so rotating through it
 * must not buy more attempts). IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 100);
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** Eight 16-bit groups, lower-case, without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // CASE: a dotted IPv4 tail (::ffff:… handled above, others such as 64:ff9b::1.2.3.4).
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const middle = rest === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
