// The shopper's address, for the limits counted per address (sign-in codes, enquiries, WebSockets). A
// request's X-Forwarded-For is anyone's to write, so it is read only when the connection comes from a
// proxy we were told to trust (TRUSTED_PROXIES); every other request counts under its socket's address.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The proxies whose X-Forwarded-For the store believes. */
export type TrustedProxies = { trusts(address: string): boolean; readonly entries: readonly string[] };

/** One address as the store counts it: IPv4-mapped IPv6 as plain IPv4, lower case; null when not an address. */
function normalAddress(text: string | undefined): string | null {
  const t = text?.trim().toLowerCase();
  if (!t) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(t);
  const address = mapped ? mapped[1]! : t;
  return isIP(address) ? address : null;
}

/** Why one TRUSTED_PROXIES entry (an address, or a network as address/prefix) is wrong; null when right. */
function entryProblem(entry: string): string | null {
  const [address, prefix, extra] = entry.split('/');
  const normal = normalAddress(address);
  if (!normal || extra !== undefined) return `"${entry}" is not an IP address or address/prefix`;
  if (prefix === undefined) return null;
  const max = isIP(normal) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max ? null : `"${entry}": the prefix must be 0 to ${max}`;
}

/** What is wrong with a TRUSTED_PROXIES value (comma-separated addresses and networks), one line an entry. */
export function trustedProxiesProblems(text: string): string[] {
  // An empty value (TRUSTED_PROXIES= in an env file) means none, as when it is unset.
  if (text.trim() === '') return [];
  return text
    .split(',')
    .map((e) => e.trim())
    .map((e) => (e ? entryProblem(e) : 'an empty entry (two commas in a row?)'))
    .filter((p): p is string => p !== null);
}

/** The trusted proxies of a checked TRUSTED_PROXIES value; none (trust nobody) when empty. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    if (entryProblem(entry)) throw new Error(`TRUSTED_PROXIES: ${entryProblem(entry)}`);
    const [address, prefix] = entry.split('/');
    const normal = normalAddress(address)!;
    const type = isIP(normal) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(normal, type);
    else list.addSubnet(normal, Number(prefix), type);
  }
  return {
    entries,
    trusts: (address) => {
      const normal = normalAddress(address);
      return normal !== null && list.check(normal, isIP(normal) === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The address a request counts under. From a trusted proxy, X-Forwarded-For is read right to left: each
 * trusted hop vouches for the address before it, and the first address that is not a trusted proxy is the
 * client. A missing or malformed entry stops the walk at the last address a trusted hop vouched for.
 */
export function clientAddress(req: IncomingMessage | undefined, proxies: TrustedProxies): string {
  const peer = normalAddress(req?.socket.remoteAddress);
  if (!peer) return 'unknown';
  if (!proxies.trusts(peer)) return peer;
  const header = req!.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && proxies.trusts(client); i--) {
    const hop = normalAddress(hops[i]);
    if (!hop) break;
    client = hop;
  }
  return client;
}
