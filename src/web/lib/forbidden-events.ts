/**
 * Every 403 the data API answers, told to whoever listens (the clinic feature checks whether
 * the clinician is still a member, the two-factor notice whether the clinic requires it). Apart
 * from api-client.ts so a listener does not pull the client and zod into the sign-in page's
 * first load (the security feature's index is imported there; issue 37).
 */
import type { ApiError } from './api-error';

type ForbiddenListener = (error: ApiError) => void;
const forbiddenListeners = new Set<ForbiddenListener>();

/**
 * Told of every 403 from the data API: the role fell short (a viewer's write) or the clinician
 * is no longer a member of the active clinic. The clinic feature checks which.
 */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

export function tellForbidden(error: ApiError): void {
  for (const listener of forbiddenListeners) listener(error);
}
