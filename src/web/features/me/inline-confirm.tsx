/**
 * Asks once more in place, without a dialog: the patient's screens stay light (Mantine's Modal
 * alone is 26 KB gzipped) and the question stays where the patient's eyes are. "No" has the focus.
 */
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useMeTranslation } from './me-i18n';

export function InlineConfirm({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  describeError,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Rejecting keeps the question open and shows `describeError(error)`. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
  describeError: (error: unknown) => string;
}) {
  const { t } = useMeTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Paper withBorder p="lg" radius="md" bg="orange.0" role="group" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button ref={cancel} variant="default" size="lg" onClick={onCancel} disabled={busy}>
            {t('confirm.no')}
          </Button>
          <Button
            color="red.9"
            size="lg"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await onConfirm();
              } catch (failure) {
                setError(describeError(failure));
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
