import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map(
      (v) =>
        `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** Finite animations still running (a toast coming in or going): their colours are half-way. */
function runningAnimations(page: Page): Promise<number> {
  return page.evaluate<number>(`document.getAnimations().filter((a) =>
    a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length`);
}

/** The serious and critical violations of an axe-core scan made once no animation runs. */
async function seriousViolations(page: Page): Promise<AxeResults['violations']> {
  await expect.poll(() => runningAnimations(page)).toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  // The scan really ran on this page.
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * axe-core on the current page: no serious or critical violation (WCAG 2.2 AA rules). A scan
 * that finds one is made once more: an animation that started during the scan (a toast going
 * away) is read half-way, as a toast measured 4.48:1 while fading in; a violation that stays
 * fails.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  const serious = first.length > 0 ? await seriousViolations(page) : first;
  expect(serious, describeViolations(serious)).toEqual([]);
}
