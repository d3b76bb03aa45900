/**
 * The one way a screen draws a server read (lib/server-state.ts) before it has an answer:
 * loading (`aria-busy`, which the journeys wait on), a failure in the app's words with a retry,
 * and empty. An answer already on screen stays while it is read again (or fails to be).
 */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataErrorMessage } from '../lib/error-message';

/** The part of a read the boundary needs (a `ServerRead` has it). */
export interface BoundaryRead<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

export function QueryBoundary<T>({
  read,
  loadingLabel,
  loading,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  read: BoundaryRead<T>;
  /** The accessible name of the default placeholder. */
  loadingLabel: string;
  /** Another placeholder (it must say `aria-busy="true"` itself). */
  loading?: ReactNode;
  errorTitle: string;
  isEmpty?: (value: T) => boolean;
  empty?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (read.data !== undefined) {
    if (isEmpty?.(read.data)) return <>{empty ?? null}</>;
    return <>{children(read.data)}</>;
  }
  if (read.isPending) {
    return (
      loading ?? (
        <Skeleton
          height={120}
          radius="md"
          role="status"
          aria-busy="true"
          aria-label={loadingLabel}
        />
      )
    );
  }
  return <ReadError title={errorTitle} error={read.error} onRetry={() => void read.refetch()} />;
}

/** A failed read: what failed, why (in the app's words for the error code), and a retry. */
export function ReadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{dataErrorMessage(error, t)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
