/**
 * "Sign in with a passkey" (the sign-in page) and "Unlock with a passkey" (the inactivity lock).
 * A browser without WebAuthn says so when it is pressed. On the lock, the passkey must be the signed-in
 * account's: the server offers only its keys, and any other answer leaves the screen locked.
 * The caller keeps the signed-in user.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../common/schemas/user';
import { passkeyProblem } from './passkey-problem';
import { useSecurityTranslation } from './security-i18n';

interface PasskeyButtonProps {
  purpose: 'signIn' | 'unlock';
  /** On the lock: the account that must be the passkey's. */
  expectedUserId?: string;
  onDone: (user: UserInfo) => void;
}

export function PasskeyButton({ purpose, expectedUserId, onDone }: PasskeyButtonProps) {
  const { t } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Always rendered, so the prerendered sign-in page hydrates to the same markup and nothing
  // moves under the user's finger once the app runs; a browser without WebAuthn says so on use.

  const go = async () => {
    setError(null);
    if (typeof window.PublicKeyCredential !== 'function') {
      setError(t('passkeys.unsupported'));
      return;
    }
    setBusy(true);
    try {
      // Loaded on use: the sign-in page stays light for everyone who types a password.
      const { signInWithPasskey } = await import('./security-api');
      const user = await signInWithPasskey();
      if (expectedUserId && user.id !== expectedUserId) {
        setError(t('passkeys.cancelled'));
        return;
      }
      onDone(user);
    } catch (failure) {
      setError(passkeyProblem(failure, t, tApp));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button variant="outline" loading={busy} onClick={go} fullWidth>
        {purpose === 'signIn' ? t('passkeys.signIn') : t('passkeys.unlock')}
      </Button>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
