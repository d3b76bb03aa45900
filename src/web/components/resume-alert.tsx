/**
 * "A recording was interrupted": what it was, Resume, and Discard behind a confirmation. Shared
 * by the single recording's and the class's banners, which say what was interrupted and do the
 * resuming and discarding.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ResumeAlertText {
  title: string;
  resume: string;
  discard: string;
  confirmTitle: string;
  confirm: string;
  confirmBody: string;
  /** Said when resuming failed, with the reason. */
  failed(message: string): string;
}

export function ResumeAlert({
  text,
  children,
  onResume,
  onDiscard,
  mb,
}: {
  text: ResumeAlertText;
  /** What was interrupted, in sentences. */
  children: ReactNode;
  onResume(): Promise<unknown>;
  onDiscard(): Promise<unknown>;
  mb?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resume = () => {
    setFailure(null);
    onResume().catch((error: unknown) => setFailure(String(error)));
  };
  return (
    <Alert color="orange" variant="light" title={text.title} mb={mb} role="alert">
      {children}
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {text.failed(failure)}
        </Text>
      )}
      <Group gap="sm" mt="sm">
        <Button size="md" onClick={resume}>
          {text.resume}
        </Button>
        <Button size="md" variant="default" onClick={() => setConfirming(true)}>
          {text.discard}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        onConfirm={async () => {
          await onDiscard();
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
        describeError={(error) => String(error)}
      >
        <Text>{text.confirmBody}</Text>
      </ConfirmDialog>
    </Alert>
  );
}
