/** /class: set up a class, watch and record every participant live, review and save them all. */
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useCanWrite } from '../clinic';
import { useClassTranslation } from './class-i18n';
import { ClassLive } from './class-live';
import { ClassReview } from './class-review';
import { ClassSetup } from './class-setup';
import { useClassState } from './use-class-state';

export function ClassScreen() {
  const { t } = useClassTranslation();
  const state = useClassState();
  const canWrite = useCanWrite();

  if (state.phase === 'live') return <ClassLive state={state} />;
  if (state.phase === 'review') return <ClassReview state={state} />;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      {state.savedClassId && (
        <Alert color="green" variant="light" role="status">
          {t('review.saved')}{' '}
          <Anchor component={Link} to={paths.classReport(state.savedClassId)}>
            {t('review.openReport')}
          </Anchor>
        </Alert>
      )}
      {canWrite ? (
        <ClassSetup state={state} />
      ) : (
        <Alert color="gray" variant="light" role="status">
          {t('readOnly')}
        </Alert>
      )}
    </Stack>
  );
}
