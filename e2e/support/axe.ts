import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/*
 * axe-core in the page. It is injected as an inline script, which the site's
 * Content-Security-Policy rightly refuses: files that use it set test.use({ bypassCSP: true }).
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.x A/AA rules on the page as it is now. */
export async function violations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: AxeViolation[] };
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  });
}
