import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may be sent. Only to https:// (plain http:// only while this server itself is
// not on https), and only to public addresses: never loopback, private, link-local, unique-local
// or other special-purpose ranges, nor a host name that resolves to one. The name is resolved
// when the endpoint is added and again before every delivery, and the request connects to the
// address checked then (pinned), so a name that re-resolves to an inside address between the
// check and the connection (DNS rebinding) reaches nothing inside. WEBHOOK_ALLOW_PRIVATE_URLS
// lifts the address rule (a receiver on the hotel's own network, tests), never the pinning.

export interface AddressPolicy {
  /** Plain http:// is accepted (this server is not on https itself). */
  allowHttp: boolean;
  /** Loopback and private addresses are accepted (WEBHOOK_ALLOW_PRIVATE_URLS). */
  allowPrivate: boolean;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (tests stand in their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export const webhookUrlMessages = {
  notAUrl: 'Enter the full address of the endpoint, starting with https://.',
  httpsOnly: 'The address must start with https://.',
  scheme: 'The address must start with https:// or http://.',
  credentials: 'The address must not contain a user name or password.',
  privateAddress:
    'The address points to a loopback, private or link-local network address. Webhooks go to public addresses only.',
  notFound: (host: string) => `The host name ${host} could not be found. Check the address.`,
} as const;

/** A URL that may not be used, and why (in words for the hotel). */
export class WebhookAddressError extends Error {}

// Special-purpose ranges (IANA registries for IPv4 and IPv6): nothing outside the public internet.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail spelled out), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const bytes = tail[1]!.split('.').map(Number);
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, -tail[1]!.length)}${hex(bytes[0]!, bytes[1]!)}:${hex(bytes[2]!, bytes[3]!)}`;
  }
  const [head, rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(rest);
  const groups = rest === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4), if any. */
function embeddedIpv4(groups: number[]): string | null {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!); // ::ffff:a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!); // 64:ff9b::/96
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!); // 6to4
  return null;
}

/** True for an address on the public internet; false for loopback, private and every special range. */
export function isPublicAddress(address: string): boolean {
  // A zone (fe80::1%eth0) only ever names a link-local address.
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const inner = embeddedIpv4(groups);
  if (inner !== null) return isPublicAddress(inner);
  return !notPublic.check(address, 'ipv6');
}

/** The URL's host as an address or name: IPv6 literals lose their brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The URL as given, checked for scheme and form (not yet its address). */
export function parseWebhookUrl(text: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new WebhookAddressError(webhookUrlMessages.notAUrl);
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:'))
    throw new WebhookAddressError(policy.allowHttp ? webhookUrlMessages.scheme : webhookUrlMessages.httpsOnly);
  if (url.username || url.password) throw new WebhookAddressError(webhookUrlMessages.credentials);
  if (!url.hostname) throw new WebhookAddressError(webhookUrlMessages.notAUrl);
  return url;
}

/**
 * The address to connect to for this URL: the host's (an address literal, or the first its
 * name resolves to), refused when the host or any address its name resolves to is not public
 * (unless the policy allows private addresses).
 */
export async function resolveWebhookAddress(
  url: URL,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress> {
  const host = hostOf(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new WebhookAddressError(webhookUrlMessages.notFound(host));
  }
  if (!policy.allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
    throw new WebhookAddressError(webhookUrlMessages.privateAddress);
  return addresses[0]!;
}
