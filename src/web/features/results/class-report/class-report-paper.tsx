/**
 * What only the printed class report has: the landscape A4 page, set while the report is on
 * screen (a <style> in the body comes after the stylesheets, so it beats the session report's
 * portrait @page). Its letterhead and signature lines are the documents feature's.
 */

const LANDSCAPE_PAGE = '@media print { @page { size: A4 landscape; margin: 10mm; } }';

export function ClassReportPageSize() {
  return <style>{LANDSCAPE_PAGE}</style>;
}
