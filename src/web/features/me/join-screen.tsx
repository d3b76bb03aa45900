/**
 * /join/:code, the home-access link a clinic gives its patient (PRODUCT.md section 12). Signed
 * out: create an account or sign in, then back here (`?next=`). Signed in: the code is spent
 * (`POST /api/home/join`) and the patient's space opens; a used or expired link says so plainly.
 */
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { ApiError } from '../../lib/api-error';
import { dataErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { useUser } from '../auth';
import { joinWithCode } from './me-api';
import { useMeTranslation } from './me-i18n';
import { refreshHomeStatus } from './patient-account';

export function JoinScreen() {
  const { t } = useMeTranslation();
  const { code = '' } = useParams();
  const user = useUser();
  const returnTo = paths.join(code);
  return (
    <CardPage title={t('join.title')} width={520}>
      {user ? (
        <JoinNow code={code} />
      ) : (
        <>
          <Text fz="lg">{t('join.signedOut')}</Text>
          <Stack gap="sm">
            <Button component={Link} to={paths.signup(returnTo)} size="lg">
              {t('join.signUp')}
            </Button>
            <Button component={Link} to={paths.login(returnTo)} size="lg" variant="light">
              {t('join.signIn')}
            </Button>
          </Stack>
        </>
      )}
    </CardPage>
  );
}

type JoinState = { step: 'joining' } | { step: 'failed'; message: string; retry: boolean };

function JoinNow({ code }: { code: string }) {
  const { t } = useMeTranslation();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<JoinState>({ step: 'joining' });
  const started = useRef(false);

  const join = async () => {
    setState({ step: 'joining' });
    try {
      await joinWithCode(code);
      // The account may now be a patient account: the guard keeps it to /me from here.
      await refreshHomeStatus().catch(() => undefined);
      navigate(paths.me(), { replace: true });
    } catch (error) {
      setState(failureOf(error, t, tApp));
    }
  };

  useEffect(() => {
    // Once per link, though React runs a mount's effect twice in development.
    if (started.current) return;
    started.current = true;
    void join();
  });

  if (state.step === 'joining') {
    return (
      <Group gap="sm" role="status" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('join.joining')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert">
        <Text fz="lg">{state.message}</Text>
      </Alert>
      <Group gap="sm">
        {state.retry && (
          <Button size="lg" onClick={() => void join()}>
            {t('join.retry')}
          </Button>
        )}
        <Anchor component={Link} to={paths.me()} fz="lg">
          {t('join.goToMe')}
        </Anchor>
      </Group>
    </Stack>
  );
}

function failureOf(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
  tApp: Parameters<typeof dataErrorMessage>[1],
): JoinState {
  if (error instanceof ApiError && error.status === 410) {
    return { step: 'failed', message: t('join.gone'), retry: false };
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return { step: 'failed', message: t('join.notFound'), retry: false };
  }
  if (error instanceof ApiError && error.status === 409) {
    return { step: 'failed', message: t('join.conflict'), retry: false };
  }
  return { step: 'failed', message: dataErrorMessage(error, tApp), retry: true };
}
