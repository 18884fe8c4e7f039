import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.js";

describe("isPublicAddress", () => {
  it.each([
    // IPv4 special ranges
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback, top of the range"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private, top of 172.16/12"],
    ["192.168.1.10", "private"],
    ["169.254.169.254", "link-local: cloud metadata"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT, top"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast (SSDP)"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["192.0.2.1", "documentation"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["192.88.99.1", "6to4 relay anycast"],
    // IPv6 special ranges
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["0:0:0:0:0:0:0:1", "loopback, long form"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["fd00::1", "unique local"],
    ["fc00::1", "unique local"],
    ["fec0::1", "deprecated site-local"],
    ["ff02::1", "multicast"],
    ["100::1", "discard"],
    ["2001:db8::1", "documentation"],
    ["2001:2::1", "benchmarking"],
    ["3fff::1", "documentation (RFC 9637)"],
    ["5f00::1", "segment routing"],
    ["1::1", "outside 2000::/3"],
    ["2002:7f00:1::1", "6to4 carrying 127.0.0.1"],
    ["2002:808:808::1", "6to4, whatever it carries"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo"],
    ["64:ff9b:1::a00:1", "local-use NAT64"],
    // IPv4 inside IPv6
    ["::127.0.0.1", "IPv4-compatible loopback (issue 22)"],
    ["::7f00:1", "IPv4-compatible loopback, hex"],
    ["::ffff:0:7f00:1", "RFC 6145 loopback (issue 22)"],
    ["::ffff:0:127.0.0.1", "RFC 6145 loopback, dotted"],
    ["::ffff:0:a9fe:a9fe", "RFC 6145 cloud metadata"],
    ["::10.0.0.1", "IPv4-compatible private"],
    ["::a9fe:a9fe", "IPv4-compatible cloud metadata"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::FFFF:7F00:1", "IPv4-mapped loopback, upper case"],
    ["0:0:0:0:0:ffff:127.0.0.1", "IPv4-mapped loopback, long form"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped cloud metadata"],
    ["::ffff:c0a8:101", "IPv4-mapped private"],
    ["64:ff9b::127.0.0.1", "NAT64 loopback"],
    ["64:ff9b::a9fe:a9fe", "NAT64 cloud metadata"],
    ["64:ff9b::a00:1", "NAT64 private"],
    // Not an address in canonical form: URL parsing and DNS never hand these over
    ["not an address", "text"],
    ["", "empty"],
    ["localhost", "a name"],
    ["0x7f.1", "a hex IPv4 the URL parser would have made 127.0.0.1"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.215.14",
    "1.1.1.1",
    "8.8.8.8",
    "9.9.9.9",
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "2a00:1450:4001:800::200e",
    "::ffff:1.1.1.1",
    "::ffff:808:808",
    "64:ff9b::808:808",
  ])("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
