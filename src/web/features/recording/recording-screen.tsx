/** /activity: record a session for a patient. A placeholder until the feature is built. */
import { useTranslation } from 'react-i18next';
import { ComingSoonScreen } from '../../components/coming-soon';

export function RecordingScreen() {
  const { t } = useTranslation();
  return <ComingSoonScreen title={t('activity.title')} description={t('activity.description')} />;
}
