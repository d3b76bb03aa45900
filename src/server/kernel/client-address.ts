/**
 * The client's address inside the auth service. The HTTP bridge sets this header from Fastify's
 * `request.ip` (the socket's peer, or X-Forwarded-For when TRUST_PROXY is on), overwriting any
 * value a client sent, so the auth service's rate limits cannot be dodged by a made-up header.
 */
export const CLIENT_IP_HEADER = 'x-ritmo-client-ip';

/** Calls made from the server itself (the user CLI) carry no address. */
export function clientAddressOf(headers: Headers | undefined | null): string {
  return headers?.get(CLIENT_IP_HEADER) ?? 'server';
}
