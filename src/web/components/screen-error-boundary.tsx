/**
 * Keeps one broken screen (a render error, a chunk that failed to load offline) from blanking the
 * whole app: the shell and its navigation stay, the screen says what happened and offers a reload.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** A new value (the path) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('errors.screenTitle')} m="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors.screenDescription')}</Text>
        <Button size="xs" variant="white" color="red" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
