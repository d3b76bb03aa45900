/**
 * The paper a document prints on, set while the document is on screen: a <style> in the body
 * comes after every stylesheet, so it beats the @page rules other features' CSS left in the page
 * (a lazily loaded chunk's stylesheet stays once loaded). A named page in a stylesheet made
 * Chromium break before and after the document, a blank sheet. print-page.css hides the app
 * around a report printed from its own screen.
 */
import './print-page.css';

export interface PrintPageSizeProps {
  orientation: 'portrait' | 'landscape';
  marginMm: number;
}

export function PrintPageSize({ orientation, marginMm }: PrintPageSizeProps) {
  return (
    <style>{`@media print { @page { size: A4 ${orientation}; margin: ${marginMm}mm; } }`}</style>
  );
}
