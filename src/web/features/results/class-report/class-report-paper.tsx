/**
 * What only the printed class report has: the landscape A4 page, set while the report is on
 * screen (a <style> in the body comes after the stylesheets, so it beats the session report's
 * portrait @page), and the signature lines at its foot.
 */
import { useTranslation } from 'react-i18next';
import { RESULTS_NS } from '../results-i18n';

const LANDSCAPE_PAGE = '@media print { @page { size: A4 landscape; margin: 10mm; } }';

export function ClassReportPageSize() {
  return <style>{LANDSCAPE_PAGE}</style>;
}

export function ClassReportSignatures() {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <div data-class-report-signatures aria-hidden="true">
      <div>{t('classReport.signatureProfessional')}</div>
      <div>{t('classReport.signature')}</div>
    </div>
  );
}
