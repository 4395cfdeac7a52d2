import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { Attack } from './flood-memory';

/**
 * FLOOD_ONLY=courier: forged tracking scans at the sandbox courier's webhook
 * (`POST /api/courier/webhook`): a well-formed scan of a made-up parcel, delivered, with a
 * made-up token in `x-courier-token` each time. Every one must be a 401 that stores nothing;
 * the figure is what the token check (a hash of each side, compared in constant time) costs the
 * catalogue. On 4 connections like the control, each request from an address of its own.
 */
const benchAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
let sent = 0;

const forgedScan = () =>
  JSON.stringify({
    eventId: `forged_${randomBytes(8).toString('hex')}`,
    awb: `SBXS${randomBytes(6).toString('hex').slice(0, 11).toUpperCase()}`,
    status: 'delivered',
    scanAt: new Date().toISOString(),
    isReturn: false,
    reference: null,
    description: 'Delivered',
    location: 'PIN 400020',
  });

export function courierAttacks(origin: string): Attack[] {
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        method: 'POST' as const,
        path: '/api/courier/webhook',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'x-courier-token': randomBytes(32).toString('hex'),
          'x-forwarded-for': benchAddress(++sent),
        },
        body: forgedScan(),
      }),
    },
  ];
  return [
    {
      name: 'courier: 4 connections of forged tracking scans (made-up tokens)',
      run: (duration) =>
        Promise.all([autocannon({ url: origin, connections: 4, duration, requests })]),
    },
  ];
}
