/** /results: history of sessions, a session's detail, trends and exports. A placeholder until the feature is built. */
import { useTranslation } from 'react-i18next';
import { ComingSoonScreen } from '../../components/coming-soon';

export function ResultsScreen() {
  const { t } = useTranslation();
  return <ComingSoonScreen title={t('results.title')} description={t('results.description')} />;
}
