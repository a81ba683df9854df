import ipaddr from 'ipaddr.js';

/** Address ranges a scan must never reach unless SCAN_ALLOW_PRIVATE=1: our own network and the cloud's metadata. */
const BLOCKED_RANGES = new Set([
  'unspecified', 'broadcast', 'multicast', 'linkLocal', 'loopback', 'carrierGradeNat', 'private', 'reserved',
  'uniqueLocal', 'ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo', 'benchmarking', 'amt', 'as112', 'deprecated', 'orchid2',
]);

export class BlockedAddressError extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
    this.name = 'BlockedAddressError';
  }
}

export function isPublicAddress(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return !BLOCKED_RANGES.has(parsed.range());
}
