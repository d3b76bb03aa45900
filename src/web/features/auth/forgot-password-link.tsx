/** Under the sign-in form: the way to a new password ("Forgot password?"). */
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { RESET_NS } from './reset-i18n';

export function ForgotPasswordLink() {
  const { t } = useTranslation(RESET_NS);
  return (
    <Text ta="right" size="sm">
      <Anchor component={Link} to={paths.forgotPassword()}>
        {t('forgotLink')}
      </Anchor>
    </Text>
  );
}
