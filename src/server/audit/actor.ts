/** Who a write or read is recorded against: the signed-in user, their name now, their address. */
import type { FastifyRequest } from 'fastify';
import type { MemberRef } from '../../common/schemas/user.js';

export interface Actor {
  id: string;
  /** The display name at the time, kept with the record (a later rename leaves it). */
  name: string;
  /** Shown beside the name: a display name is free text anyone can set to someone else's. */
  email: string;
  address: string;
}

/** A forwarded address is whatever the proxy passed on; the column keeps a sane length. */
const MAX_ADDRESS_LENGTH = 100;

export const addressOf = (ip: string) => ip.slice(0, MAX_ADDRESS_LENGTH);

/** The actor of a request whose workspace access was already resolved (so its user is known). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw new Error('actorOf called before the request was signed in');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    address: addressOf(request.ip),
  };
}

/** The API's `{ id, name, email? }` of stored user columns; null when none was stored. */
export function memberRefOf(
  id: string | null,
  name: string | null,
  email: string | null = null,
): MemberRef | null {
  if (id === null) return null;
  return email === null ? { id, name: name ?? '' } : { id, name: name ?? '', email };
}
