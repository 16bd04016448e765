// The network a client's address stands for in the sign-in limits: an IPv4 address is one client, but an IPv6 client
// is handed a whole /64 (and often more), so one network could otherwise hold as many counters as it likes.
import { isIP } from 'node:net';

/** "203.0.113.7" as it is; "2001:db8:1:2:aa::1" as "2001:db8:1:2::/64"; anything else (no address) as it is. */
export function clientNetwork(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = hextets(ip);
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" expanded and an IPv4 tail ("::ffff:1.2.3.4") read as two. */
function hextets(ip: string): number[] {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}
