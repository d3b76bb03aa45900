/**
 * The web's one way to read from the server (issue 38): TanStack Query, loaded with the signed-in
 * chunk only. Every read is a `ServerQuery` whose key this module prefixes with the signed-in
 * user and the active workspace, so one workspace's answer can never be shown in another. The
 * client joins the sign-out / workspace-switch wipe as it is made; a write that lands (the outbox
 * announces it, write-landed.ts) marks stale every read that follows its entity. Offline first:
 * a feature's `read` goes through the IndexedDB cache (`fetchWithCache`), and reads run whatever
 * `navigator.onLine` says (that cache answers offline), never paused.
 */
import {
  type InfiniteData,
  type Query,
  QueryClient,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { activeWorkspace, useActiveWorkspace } from './active-workspace';
import { signedInUserId } from './signed-in-user';
import { userResource } from './user-state';
import { onWriteLanded } from './write-landed';

/** Who reads and in which workspace: the first two parts of every key. */
export interface ReadScope {
  userId: string;
  workspaceId: string;
}

export type ServerQueryKey = readonly [userId: string, workspaceId: string, ...what: unknown[]];

/** The one way a key is made: the scope first, then what is read (`['patient-sessions', id]`). */
export function serverQueryKey(scope: ReadScope, what: readonly unknown[]): ServerQueryKey {
  return [scope.userId, scope.workspaceId, ...what];
}

export interface ServerQuery<T> {
  /** What is read, after the user and workspace. */
  key: readonly unknown[];
  read: () => Promise<T>;
  /**
   * Outbox entity-key prefixes (`programme:<patientId>/`) whose landed writes make this read
   * stale: it is read again if on screen, else on its next use.
   */
  followsWrites?: readonly string[];
  /** False: not read yet (a condition the screen waits for). */
  enabled?: boolean;
  /**
   * A value whose change reads again behind the answer shown: this device's own state the answer
   * is laid over (the outbox's writes of the entity, `useOutboxSignature`), which changes when a
   * write is queued, refused or discarded, not only when one lands.
   */
  readAgainWhen?: string;
}

/** What a screen gets: the answer, its state, and a retry (see QueryBoundary). */
export type ServerRead<T> = UseQueryResult<T>;

interface ReadMeta extends Record<string, unknown> {
  followsWrites?: readonly string[];
}

export function followsWrite(meta: ReadMeta | undefined, entityKey: string): boolean {
  return meta?.followsWrites?.some((prefix) => entityKey.startsWith(prefix)) ?? false;
}

/** A client with the app's defaults; the app has one (`queryClient`), tests make their own. */
export function createServerStateClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The IndexedDB cache answers offline: never hold a read back for navigator.onLine.
        networkMode: 'always',
        // A failed read shows at once with its retry button (as before this layer).
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Marks stale (and reads again if shown) every query that follows `entityKey`'s writes. */
export function invalidateFollowers(client: QueryClient, entityKey: string): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => followsWrite(query.meta as ReadMeta | undefined, entityKey),
  });
}

/** The app's client: emptied on sign-out and on a workspace switch, with the rest of user state. */
export const queryClient = userResource(createServerStateClient(), (client) => client.clear());
onWriteLanded((entityKey) => void invalidateFollowers(queryClient, entityKey));

/** The scope now (outside React: after a save, to replace an answer). */
export function currentReadScope(): ReadScope {
  return { userId: signedInUserId() ?? '', workspaceId: activeWorkspace.get().workspaceId };
}

export function useReadScope(): ReadScope {
  const { workspaceId } = useActiveWorkspace();
  return { userId: signedInUserId() ?? '', workspaceId };
}

/** The `readAgainWhen` each query was last read for: one read per change, however many ask. */
const readFor = new WeakMap<Query, string>();

/**
 * Reads the query at `queryKey` again when `value` differs from the one it was last seen with
 * (the first sight only notes it: the query is being read). The parts of a screen that share the
 * read all see a change; the first to look reads, cancelling a read from before the change (its
 * answer would predate it), and the others find it read for.
 */
export function readAgainOnChange(
  client: QueryClient,
  queryKey: ServerQueryKey,
  value: string,
): Promise<void> | undefined {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) return undefined;
  const before = readFor.get(query);
  readFor.set(query, value);
  if (before === undefined || before === value) return undefined;
  return client.refetchQueries({ queryKey, exact: true });
}

function useReadAgainWhen(queryKey: ServerQueryKey, value: string | undefined): void {
  const client = useQueryClient();
  // The key's text, not its identity: it is a fresh array each render.
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (value !== undefined) void readAgainOnChange(client, JSON.parse(keyText), value);
  }, [client, keyText, value]);
}

export function useServerQuery<T>(query: ServerQuery<T>): ServerRead<T> {
  const scope = useReadScope();
  const queryKey = serverQueryKey(scope, query.key);
  const read = useQuery({
    queryKey,
    queryFn: query.read,
    meta: { followsWrites: query.followsWrites } satisfies ReadMeta,
    enabled: query.enabled,
  });
  useReadAgainWhen(queryKey, query.readAgainWhen);
  return read;
}

/**
 * A list the API hands out in pages by cursor (newest first, `nextCursor` null at the end), read
 * as one query: the first page, then each older one as the reader asks. Invalidating the key
 * reads every page shown again, from the first.
 */
export interface ServerPagesQuery<Page> {
  /** What is read, after the user and workspace. */
  key: readonly unknown[];
  /** The page after `cursor`; null asks for the first. */
  readPage: (cursor: string | null) => Promise<Page>;
  /** The cursor of the page after this one; null when it is the last. */
  nextCursor: (page: Page) => string | null;
  followsWrites?: readonly string[];
  enabled?: boolean;
}

/** What a screen gets: `data.pages` in order, `hasNextPage`, `fetchNextPage()` and their state. */
export type ServerPages<Page> = UseInfiniteQueryResult<InfiniteData<Page, string | null>>;

/** The paged read's options in `scope` (outside React: the tests' observer). */
export function serverPagesOptions<Page>(scope: ReadScope, query: ServerPagesQuery<Page>) {
  return {
    queryKey: serverQueryKey(scope, query.key),
    queryFn: ({ pageParam }: { pageParam: string | null }) => query.readPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => query.nextCursor(last),
    meta: { followsWrites: query.followsWrites } satisfies ReadMeta,
    enabled: query.enabled,
  };
}

export function useServerPages<Page>(query: ServerPagesQuery<Page>): ServerPages<Page> {
  return useInfiniteQuery(serverPagesOptions(useReadScope(), query));
}

/**
 * Shows an answer the screen got otherwise (a save's or a discharge's response) under `key`
 * in the current scope, without reading again.
 */
export function useReplaceServerData<T>(key: readonly unknown[]): (value: T) => void {
  const client = useQueryClient();
  const { userId, workspaceId } = useReadScope();
  // The key's text, not its identity: callers pass a fresh array each render.
  const keyText = JSON.stringify(key);
  return useCallback(
    (value: T) =>
      client.setQueryData(serverQueryKey({ userId, workspaceId }, JSON.parse(keyText)), value),
    [client, userId, workspaceId, keyText],
  );
}

/** Reads `key` again in the current scope (a save that did not go through the outbox). */
export function invalidateServerQuery(key: readonly unknown[]): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: serverQueryKey(currentReadScope(), key) });
}

/**
 * Reads `key` in the current scope outside React (a screen's effect, a retry button): a read
 * already on its way is shared, not started again; otherwise the server is asked.
 */
export function readServerQuery<T>(key: readonly unknown[], read: () => Promise<T>): Promise<T> {
  return queryClient.fetchQuery({
    queryKey: serverQueryKey(currentReadScope(), key),
    queryFn: read,
    staleTime: 0,
  });
}

/** Shows `value` under `key` in the current scope (outside React: after a save). */
export function replaceServerData<T>(key: readonly unknown[], value: T): void {
  queryClient.setQueryData(serverQueryKey(currentReadScope(), key), value);
}
