/**
 * axe-core on the page as it is now, with the WCAG 2.0–2.2 A and AA rules (and label-in-name,
 * which axe files as experimental). Serious and critical violations are what a journey fails on;
 * each one is listed as screen, rule, element and axe's summary of what is wrong, so the failure
 * message alone says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SCREEN_READY_MS } from './steps/screen';

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
  await transitionsDone(page);
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

/**
 * Waits until no CSS transition is running: a dialog fading out is half-transparent, and axe
 * judges its faded text's contrast (and its parts) as if it were the screen. Looping animations
 * (an alarm's pulse) are CSS animations, not transitions, and do not hold this up.
 */
async function transitionsDone(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation instanceof CSSTransition && animation.playState === 'running',
            ),
        ),
      { timeout: SCREEN_READY_MS, intervals: [50, 100, 250], message: 'transitions to finish' },
    )
    .toBe(false);
}

/** One line per finding: `screen · rule (impact) · element: summary`. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `${f.screen} · ${f.rule} (${f.impact}) · ${f.target}: ${f.summary}`)
    .join('\n');
}
