import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyaddr from '@fastify/proxy-addr';

/** What a service may know about the caller's connection: only for rate limits, never stored. */
export interface ClientInfo {
  /**
   * The client's address as limits count it: an IPv4 address as is; an IPv6 address as its
   * network (/64 by default, RATE_LIMIT_IPV6_PREFIX), since one subscriber is given a whole /64
   * and can rotate through it at will. From X-Forwarded-For as far as TRUST_PROXY allows.
   */
  ip: string;
}

interface ClientAddressSettings {
  ipv6Prefix: number;
  /** proxy-addr's trust rule, for requests Fastify did not parse (the websocket's upgrade). */
  trust: (address: string, hop: number) => boolean;
}

let settings: ClientAddressSettings = { ipv6Prefix: 64, trust: () => false };

/** Set once at start-up (createApp) from TRUST_PROXY and RATE_LIMIT_IPV6_PREFIX. */
export function configureClientAddresses(trustProxy: false | number | string[], ipv6Prefix: number): void {
  const trust: ClientAddressSettings['trust'] =
    trustProxy === false ? () => false : typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : proxyaddr.compile(trustProxy);
  settings = { ipv6Prefix, trust };
}

/** The 8 groups of an IPv6 address (`::` expanded, an embedded IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16) || 0);
}

/** The key an address is counted by: IPv4 as is (IPv4-mapped IPv6 too), IPv6 as its /prefix network. */
export function addressKey(address: string, ipv6Prefix = settings.ipv6Prefix): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const groups = ipv6Groups(address);
  const kept = groups.map((group, index) => {
    const bitsBefore = index * 16;
    if (bitsBefore >= ipv6Prefix) return 0;
    const keep = Math.min(16, ipv6Prefix - bitsBefore);
    return keep === 16 ? group : group & (0xffff << (16 - keep)) & 0xffff;
  });
  return `${kept.map((group) => group.toString(16)).join(':')}/${ipv6Prefix}`;
}

/**
 * The caller's address key. A Fastify request's `ip` already applies the trustProxy setting; the
 * websocket's upgrade request (not parsed by Fastify) goes through proxy-addr with the same rule.
 */
export function clientOf(request: { ip: string } | IncomingMessage): ClientInfo {
  const raw = 'ip' in request && typeof request.ip === 'string' ? request.ip : proxyaddr(request as IncomingMessage, settings.trust);
  return { ip: addressKey(raw) };
}
