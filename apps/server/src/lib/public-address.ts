import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

// IPv6 forms whose last 32 bits are an IPv4 address the packet ends up at: IPv4-mapped
// (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, deprecated but still routed by some stacks),
// RFC 6145 translated (::ffff:0:a.b.c.d) and NAT64's well-known prefix (64:ff9b::a.b.c.d).
// Each is judged by that IPv4 address: `::127.0.0.1` is this host whatever it is written as.
const IPV4_CARRYING_PREFIXES = ["::ffff:0:0/96", "::/96", "::ffff:0:0:0/96", "64:ff9b::/96"].map(
  (cidr) => ipaddr.IPv6.parseCIDR(cidr),
);

// IANA allocates global unicast IPv6 from 2000::/3 only; anything outside it is special.
const GLOBAL_UNICAST_IPV6 = ipaddr.IPv6.parseCIDR("2000::/3");

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (!IPV4_CARRYING_PREFIXES.some((prefix) => address.match(prefix))) return undefined;
  const [, , , , , , high = 0, low = 0] = address.parts;
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/**
 * Whether an IP address is on the public internet, the only addresses a webhook may reach unless
 * WEBHOOK_ALLOW_PRIVATE is set. Anything ipaddr.js names a special range (loopback, private,
 * link-local with cloud metadata at 169.254.169.254, unique-local, carrier-grade NAT, 6to4,
 * Teredo, documentation, multicast, reserved…) is refused; an IPv6 address carrying an IPv4 one
 * is judged by the IPv4 address. Only the canonical text forms are taken (what URL parsing and
 * DNS produce): a hostname like `0x7f.1` is already `127.0.0.1` by then.
 */
export function isPublicAddress(text: string): boolean {
  if (isIP(text) === 0) return false;
  const address = ipaddr.parse(text);
  if (address instanceof ipaddr.IPv4) return address.range() === "unicast";
  const ipv4 = embeddedIPv4(address);
  if (ipv4) return ipv4.range() === "unicast";
  return address.range() === "unicast" && address.match(GLOBAL_UNICAST_IPV6);
}
