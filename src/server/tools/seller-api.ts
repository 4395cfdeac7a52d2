import type { z } from 'zod';
import type { Endpoint } from '@shared/api/endpoint';
import { sellerChatLogin } from '@shared/api/chat';
import { SELLER_DEMO_PASSWORD } from '../modules/chat/seller-login';
import { sellerEmail } from './seller-chat/commands';

/** The server said no (4xx): its words are the seller's to read, not a failure of the tool. */
export class Refused extends Error {}

/** The seller tools' client of the running shop: signed in with the seller's chat token. */
export class SellerApi {
  private token = '';

  constructor(private readonly url: string) {}

  async call<E extends Endpoint>(e: E, body?: unknown): Promise<z.output<E['response']>> {
    let res: Response;
    try {
      res = await fetch(`${this.url}/api${e.path}`, {
        method: e.method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(this.token && { authorization: `Bearer ${this.token}` }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch {
      throw new Error(`Cannot reach the server at ${this.url}: is it running?`);
    }
    const answer = (await res.json().catch(() => ({}))) as { error?: string };
    if (res.status >= 400 && res.status < 500)
      throw new Refused(answer.error ?? `HTTP ${res.status}`);
    if (!res.ok) throw new Error(answer.error ?? `HTTP ${res.status}`);
    return answer as z.output<E['response']>;
  }

  /**
   * Signs in as a seller: its email, or a seeded shop's name; the password given, else
   * SELLER_PASSWORD, else the seeded sellers' demo one.
   */
  static async signIn(
    url: string | undefined,
    seller: string,
    password?: string,
  ): Promise<SellerApi> {
    const api = new SellerApi((url ?? 'http://127.0.0.1:3000').replace(/\/$/, ''));
    const { token } = await api.call(sellerChatLogin, {
      email: sellerEmail(seller),
      password: password ?? (process.env.SELLER_PASSWORD || SELLER_DEMO_PASSWORD),
    });
    api.token = token;
    return api;
  }
}
