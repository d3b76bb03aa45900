/**
 * The active clinic with its members and pending invitations (Better Auth's organization API):
 * one read shared by Settings → Clinic and the schedule's staff picker. A change there (invite,
 * role, removal) reads it again with `refreshFullClinic`.
 */
import { invalidateServerQuery, type ServerRead, useServerQuery } from '../../lib/server-state';
import { type FullClinic, fetchFullClinic } from './clinic-api';

const KEY = ['full-clinic'] as const;

/** `enabled: false` in the personal workspace, which has no members to read. */
export function useFullClinic(enabled = true): ServerRead<FullClinic> {
  return useServerQuery({ key: KEY, read: fetchFullClinic, enabled });
}

export function refreshFullClinic(): Promise<void> {
  return invalidateServerQuery(KEY);
}
