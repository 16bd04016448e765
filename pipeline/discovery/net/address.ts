// Decides whether an IP address is a public unicast address we may connect to: everything private, loopback,
// link-local, multicast, documentation, shared or reserved is refused, in IPv4 and IPv6.
import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
// Only global unicast (2000::/3) is public in IPv6; inside it, these blocks are not. Mapped, NAT64, ULA, link-local
// and multicast addresses all fall outside 2000::/3, so an IPv4-mapped loopback cannot slip through.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20]] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** True only for a public unicast address; anything that is not an IP literal is false. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !refused.check(address, 'ipv6');
  return false;
}
