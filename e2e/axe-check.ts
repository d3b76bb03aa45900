/**
 * axe-core on the page as it is now, with the WCAG 2.0–2.2 A and AA rules (and label-in-name,
 * which axe files as experimental). Serious and critical violations are what a journey fails on;
 * each one is listed as screen, rule, element and axe's summary of what is wrong, so the failure
 * message alone says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  /** The element, as axe's CSS selector. */
  target: string;
  /** axe's "Fix any of the following: …", on one line. */
  summary: string;
}

/** Every violation on the page, one finding per element; `failing` holds the serious and critical. */
export async function axeFindings(
  page: Page,
  screen: string,
): Promise<{ failing: AxeFinding[]; other: AxeFinding[] }> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_A_AA)
    // WCAG 2.5.3 (label in name) is an axe "experimental" rule, which the tags leave out.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const findings = violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      screen,
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
    })),
  );
  return {
    failing: findings.filter((finding) => FAILING_IMPACTS.has(finding.impact)),
    other: findings.filter((finding) => !FAILING_IMPACTS.has(finding.impact)),
  };
}

/** One line per finding: `screen · rule (impact) · element: summary`. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `${f.screen} · ${f.rule} (${f.impact}) · ${f.target}: ${f.summary}`)
    .join('\n');
}
