/** /connect: Bluetooth sensor. A placeholder until the feature is built. */
import { useTranslation } from 'react-i18next';
import { ComingSoonScreen } from '../../components/coming-soon';

export function DevicesScreen() {
  const { t } = useTranslation();
  return <ComingSoonScreen title={t('connect.title')} description={t('connect.description')} />;
}
