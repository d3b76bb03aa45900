/** The signed-out frame: brand, language, one card with the form, and a link below it. */
import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { useSettleOwedSignOut } from './owed-sign-out';

export function AuthLayout({
  title,
  error,
  children,
  alternative,
}: {
  title: string;
  error?: string | null;
  children: ReactNode;
  /** The other way in, under the card: "New to Ritmo? Create account". */
  alternative?: { prompt: string; linkLabel: string; to: string } | null;
}) {
  // Whoever opens the sign-in or sign-up page, the session an offline sign-out left ends here.
  useSettleOwedSignOut();
  return (
    <CardPage
      title={title}
      below={
        alternative && (
          <Text ta="center" size="sm">
            {alternative.prompt}{' '}
            <Anchor component={Link} to={alternative.to} fw={600}>
              {alternative.linkLabel}
            </Anchor>
          </Text>
        )
      }
    >
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {children}
    </CardPage>
  );
}
