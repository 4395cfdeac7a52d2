import { BlockList, isIP } from 'node:net';
import type { Config } from '../config';

/** '::ffff:10.0.0.5' (an IPv4 peer on a dual-stack socket) -> '10.0.0.5'. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.)/i, '');

export const isLoopback = (address: string): boolean => {
  const plain = plainAddress(address);
  return plain === '::1' || plain.startsWith('127.');
};

/**
 * Who the configuration trusts: the proxies of TRUST_PROXY. A hop count names no address (the
 * operator says every peer is the proxy in front), so it trusts any peer as a proxy but opens no
 * network; a list of addresses and CIDRs trusts those, and they are the operator's own network.
 */
export class TrustedPeers {
  private readonly networks: BlockList | null;
  private readonly anyPeerIsProxy: boolean;

  constructor(trustProxy: Config['TRUST_PROXY']) {
    this.anyPeerIsProxy = typeof trustProxy === 'number' && trustProxy > 0;
    this.networks = Array.isArray(trustProxy) ? blockListOf(trustProxy) : null;
  }

  /** The connection's peer is a proxy whose headers the configuration believes. */
  isProxy(peer: string | undefined): boolean {
    if (this.anyPeerIsProxy) return true;
    return peer !== undefined && this.inNetworks(peer);
  }

  /** The address is in one of TRUST_PROXY's addresses or CIDRs. */
  inNetworks(address: string): boolean {
    if (!this.networks) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    if (family === 0) return false;
    return this.networks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  }
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}
