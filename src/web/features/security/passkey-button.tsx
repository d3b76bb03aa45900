/**
 * "Sign in with a passkey" (the sign-in page) and "Unlock with a passkey" (the inactivity lock).
 * Shown only where the browser has WebAuthn. On the lock, the passkey must be the signed-in
 * account's: the server offers only its keys, and any other answer leaves the screen locked.
 * The caller keeps the signed-in user.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  // Decided after the first render: the prerendered sign-in page (no window) must hydrate to
  // the same markup, or React throws it away and renders the page again.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), []);
  if (!supported) return null;

  const go = async () => {
    setBusy(true);
    setError(null);
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
