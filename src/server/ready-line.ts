/**
 * The one human line the server prints once it listens, beside the JSON logs: a newcomer running
 * `npm start` looks for an address to open, not for a log record.
 */
import type { AddressInfo } from 'node:net';

// A wildcard address listens everywhere; the browser on this machine reaches it as localhost.
const WILDCARDS = new Set(['0.0.0.0', '::', '']);

export function readyLine(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return `Ritmo is ready at ${address ?? '?'}`;
  const host = WILDCARDS.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `Ritmo is ready at http://${host}:${address.port}`;
}
