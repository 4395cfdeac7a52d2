import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { badRequest, forStaff } from '../domain-error';
import type { TrustedPeers } from '../observability/trusted-peers';

export const UNREADABLE_FORWARDED = 'The Forwarded header cannot be read';
export const FORWARDED_DISAGREES =
  'The Forwarded and X-Forwarded-For headers name different clients';

const TOKEN = /[!#$%&'*+.^_`|~0-9A-Za-z-]+/y;
const QUOTED = /"((?:[^"\\]|\\.)*)"/y;
const SPACE = /[ \t]*/y;
/** An obfuscated identifier (RFC 7239 6.3): `_hidden`, `_SEVKISEK`. */
const OBFUSCATED = /^_[A-Za-z0-9._-]+$/;
const PORT = /^(?:\d{1,5}|_[A-Za-z0-9._-]+)$/;

/** Reads one token or quoted string at `at`: its text and where it ends, or null. */
function valueAt(header: string, at: number): { value: string; end: number } | null {
  QUOTED.lastIndex = at;
  const quoted = QUOTED.exec(header);
  if (quoted) return { value: quoted[1]!.replace(/\\(.)/g, '$1'), end: QUOTED.lastIndex };
  TOKEN.lastIndex = at;
  const token = TOKEN.exec(header);
  return token ? { value: token[0], end: TOKEN.lastIndex } : null;
}

/** The header's elements (one per proxy, left to right), each its parameters; null if malformed. */
function elementsOf(header: string): Map<string, string>[] | null {
  const elements = [new Map<string, string>()];
  let at = 0;
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(header);
    at = SPACE.lastIndex;
  };
  for (skipSpace(); at < header.length; skipSpace()) {
    if (header[at] === ',' || header[at] === ';') {
      if (header[at] === ',') elements.push(new Map());
      at++;
      continue;
    }
    TOKEN.lastIndex = at;
    const name = TOKEN.exec(header)?.[0].toLowerCase();
    if (!name || header[TOKEN.lastIndex] !== '=') return null;
    const read = valueAt(header, TOKEN.lastIndex + 1);
    const pairs = elements.at(-1)!;
    // Each parameter at most once per element (RFC 7239 section 4).
    if (!read || pairs.has(name)) return null;
    pairs.set(name, read.value);
    at = read.end;
    skipSpace();
    if (at < header.length && header[at] !== ',' && header[at] !== ';') return null;
  }
  return elements;
}

/**
 * A `for` node as X-Forwarded-For would write it: the address without port or brackets
 * (`"[2001:db8::7]:4711"` -> `2001:db8::7`), or an obfuscated identifier or `unknown` as it is
 * (no address, so never a trusted proxy's nor loopback); null when it is none of these.
 */
function nodeAddress(node: string): string | null {
  if (node.toLowerCase() === 'unknown') return 'unknown';
  if (OBFUSCATED.test(node)) return node;
  const v6 = /^\[([^\]]+)\](?::(.+))?$/.exec(node);
  if (v6) return isIP(v6[1]!) === 6 && (v6[2] === undefined || PORT.test(v6[2])) ? v6[1]! : null;
  const [address = '', port, ...rest] = node.split(':');
  const ok = isIP(address) === 4 && rest.length === 0 && (port === undefined || PORT.test(port));
  return ok ? address : null;
}

/**
 * The `for` nodes of a Forwarded header (RFC 7239), client first, as X-Forwarded-For lists
 * them; an element without `for` is `unknown` (a proxy that did not say). [] when no element
 * names a `for` (a header of `proto` alone says nothing of the client); null when malformed.
 */
export function forwardedFor(header: string): string[] | null {
  // Empty list elements (`a, , b`) are no element (RFC 9110 5.6.1).
  const elements = elementsOf(header)?.filter((pairs) => pairs.size > 0);
  if (!elements) return null;
  if (!elements.some((pairs) => pairs.has('for'))) return [];
  const nodes = elements.map((pairs) => nodeAddress(pairs.get('for') ?? 'unknown'));
  return nodes.includes(null) ? null : (nodes as string[]);
}

/**
 * Understands `Forwarded` where X-Forwarded-For is understood: from a peer TRUST_PROXY trusts,
 * its `for` nodes are the forwarded chain, so `request.ip` is its rightmost untrusted hop under
 * Fastify's own trustProxy rules, and every decision by client address (limits, render budget,
 * /metrics) sees the client, not the proxy. A request carrying both headers is refused (400)
 * unless they name the same client: which one the proxy wrote and which one the client did
 * cannot be told apart. From a peer not trusted, both are ignored (Fastify ignores
 * X-Forwarded-For then too). First of the hooks that read the client's address.
 */
export function installForwardedHeader(app: FastifyInstance, peers: TrustedPeers): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.forwarded;
    if (header === undefined || !peers.isProxy(request.socket.remoteAddress)) return;
    const chain = forwardedFor(Array.isArray(header) ? header.join(', ') : header);
    if (chain === null) throw badRequest(forStaff(UNREADABLE_FORWARDED));
    if (chain.length === 0) return;
    const raw = request.raw.headers;
    const sent = raw['x-forwarded-for'];
    const byXForwardedFor = request.ip;
    // Fastify reads X-Forwarded-For on every `request.ip`: the chain goes where it looks.
    raw['x-forwarded-for'] = chain.join(', ');
    if (sent === undefined) return;
    const byForwarded = request.ip;
    raw['x-forwarded-for'] = sent;
    if (byForwarded !== byXForwardedFor) throw badRequest(forStaff(FORWARDED_DISAGREES));
  });
}
