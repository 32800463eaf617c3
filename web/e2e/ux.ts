import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What a person would notice on a screen, shared by the kiosk and staff UX tests: the sizes kiosks, tablets,
 * phones and desktops have; a page wider than the screen, a label cut off, a control under 44 x 44 px; and a
 * serious or critical accessibility violation (axe-core).
 */
/**
 * The page has settled: two frames painted (a resize's layout done) and no finite CSS transition or animation still
 * running (a modal's, a menu's, the side panel's, a toast's entry). A wait on the fact, not a fixed sleep. Each check
 * is one `evaluate` that resolves after two animation frames (waitForFunction would take the promise itself as true).
 */
export async function settled(page: Page, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quiet = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
              ),
            ),
          ),
        ),
    );
    if (quiet) return;
    if (Date.now() > deadline) throw new Error(`the page still animates after ${timeoutMs} ms`);
  }
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) before an action whose timers a test counts, so that
 * the real time the test then takes (a loaded machine: seconds) never counts on the page. Playwright pauses only at a
 * time ahead of the page's; read and pause are two round trips, so the pause is a little ahead, more if the machine is
 * slow. The jump happens before the action, where no timer of the flow under test is running yet.
 */
export async function pauseClock(page: Page, aheadMs = 250): Promise<void> {
  for (let ahead = aheadMs; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (err) {
      if (ahead >= 8_000 || !/past/i.test(String(err))) throw err;
    }
  }
}

/**
 * Runs a stopped page clock on, `stepMs` at a time, until `done` holds; answers how much page time that took (at most
 * `maxMs`, else it throws). What the test then counts (a 4 s confirmation, a 5 s label screen) is page time alone.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  opts: { stepMs?: number; maxMs?: number } = {},
): Promise<number> {
  const { stepMs = 50, maxMs = 3_000 } = opts;
  for (let ran = 0; ; ran += stepMs) {
    if (await done()) return ran;
    if (ran >= maxMs) throw new Error(`still not there after ${maxMs} ms of the page's clock`);
    await page.clock.runFor(stepMs);
  }
}

export const SIZES = {
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
  wide: { width: 1440, height: 900 },
} as const;
export type SizeName = keyof typeof SIZES;

export type Problem = { what: string; text: string; w: number; h: number };

/** Everything on the screen a person would notice: page overflow, cut-off labels, targets under 44 x 44 px (unless `targets: false`). */
export async function problems(page: Page, opts: { targets?: boolean } = {}): Promise<Problem[]> {
  return page.evaluate((withTargets) => {
    const out: { what: string; text: string; w: number; h: number }[] = [];
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none' && !el.closest('[aria-hidden="true"]');
    };
    const name = (el: Element) => (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40);
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > window.innerWidth + 1)
      out.push({ what: 'page wider than the screen', text: `${doc.scrollWidth}px`, w: doc.scrollWidth, h: 0 });
    for (const el of document.querySelectorAll('button, a[href], [role="button"]')) {
      if (!shown(el)) continue;
      const label = el.querySelector('.mantine-Button-label') ?? el;
      if (label.scrollWidth > label.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1)
        out.push({ what: 'label cut off', text: name(el), w: label.clientWidth, h: label.scrollWidth });
    }
    const targets = [
      ...document.querySelectorAll('button, a[href], [role="button"], .hg-button'),
      // a checkbox, radio or switch is touched through its label: the whole row is the target
      ...[...document.querySelectorAll('input[type="checkbox"], input[type="radio"]')].map(
        (i) => i.closest('.mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root') ?? i,
      ),
    ];
    for (const el of withTargets ? targets : []) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      // keys of the full letter keyboard on a phone: 11 keys across 390 px are as wide as a phone's own keyboard's
      const minW = el.closest('.kiosk-keyboard-docked') ? 30 : 44;
      if (r.width < minW - 0.5 || r.height < 43.5)
        out.push({
          what: 'target under 44 px',
          text: name(el) || el.className.toString().slice(0, 40),
          w: Math.round(r.width),
          h: Math.round(r.height),
        });
    }
    return out;
  }, opts.targets !== false);
}

/** axe-core: serious and critical violations only (WCAG 2.1 A and AA). */
export async function axe(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** The sizes a person uses by touch: there every control must be at least 44 x 44 px. */
export const TOUCH_SIZES = new Set<SizeName>(['tablet-portrait', 'phone']);

/**
 * One screen at every size: measured, scanned and photographed (`shot(page, '<screen>-<size>')`); what is wrong goes
 * into `found` under '<screen> @ <size>'. Toasts are hidden while it measures (they come and go on their own).
 */
export async function checkAtEverySize(
  page: Page,
  screen: string,
  found: Record<string, unknown>,
  shot: (page: Page, name: string) => Promise<unknown>,
): Promise<void> {
  const hide = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  for (const size of Object.keys(SIZES) as SizeName[]) {
    await page.setViewportSize(SIZES[size]);
    // A person looking at the screen at each size is there: the kiosk's idle timer (KIOSK_TIMERS.idle, 60 s) is not
    // run out by a slow machine's screenshots and scans (a wheel is one of its activities and scrolls nothing here).
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      window.dispatchEvent(new WheelEvent('wheel'));
    });
    await settled(page);
    await shot(page, `${screen}-${size}`);
    const p = await problems(page, { targets: TOUCH_SIZES.has(size) });
    const a = await axe(page);
    if (p.length) found[`${screen} @ ${size}: layout`] = [...new Set(p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`))];
    if (a.length) found[`${screen} @ ${size}: axe`] = a;
  }
  await hide.evaluate((el) => (el as Element).remove());
}
