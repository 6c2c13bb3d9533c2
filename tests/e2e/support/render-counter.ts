import type { Locator, Page } from '@playwright/test';

/**
 * Counts the React components that render on each keystroke, in the built app (a count, not a time: stable on a
 * loaded machine). React calls the DevTools hook on every commit, production builds included; the hook installed
 * here walks the committed tree as React DevTools does (a child is visited only when its parent's children were
 * reconciled; a component rendered when React flagged it `PerformedWork`, or when it mounted) and sorts each rendered
 * component by where it sits: inside the typed field's own element (its Mantine wrapper: label, input, description,
 * error), or anywhere else in the page. A commit in which the field itself did not render is not the key's doing (a
 * sync indicator ticking, a query refreshed): it is counted apart, so the count stays exact on a busy page.
 *
 *   await installRenderCounter(page);            // before the first navigation
 *   const counts = await rendersPerKey(page, input, ['1', '0', 'Backspace']);
 *   expect(counts.outside).toEqual([0, 0, 0]);   // nothing but the field re-renders
 */
export async function installRenderCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const COMPOSITE = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
    const HOST = new Set([5, 26, 27]); // host component, hoistable, singleton
    const PERFORMED_WORK = 1;
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      return: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    };
    const w = window as unknown as {
      __renderField: Element | null;
      __renders: { inside: number; outside: number; unrelated: number } | null;
      __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
    };
    w.__renderField = null;
    w.__renders = null;
    const firstHost = (f: Fiber): Element | null => {
      const stack: Fiber[] = [f];
      while (stack.length) {
        const x = stack.shift()!;
        if (HOST.has(x.tag) && x.stateNode instanceof Element) return x.stateNode;
        for (let c = x.child; c; c = c.sibling) stack.push(c);
      }
      return null;
    };
    const hostAbove = (f: Fiber): Element | null => {
      for (let p = f.return; p; p = p.return) if (HOST.has(p.tag) && p.stateNode instanceof Element) return p.stateNode;
      return null;
    };
    let commit = { inside: 0, outside: 0 };
    const tally = (f: Fiber) => {
      const field = w.__renderField;
      if (!field) return;
      const own = firstHost(f);
      const above = hostAbove(f);
      const inside = (own !== null && field.contains(own)) || (above !== null && field.contains(above));
      if (inside) commit.inside++;
      else commit.outside++;
    };
    const walk = (next: Fiber, prev: Fiber | null) => {
      if (COMPOSITE.has(next.tag) && (prev === null || (next.flags & PERFORMED_WORK) === PERFORMED_WORK)) tally(next);
      if (prev === null) {
        for (let c = next.child; c; c = c.sibling) walk(c, null);
      } else if (next.child !== prev.child) {
        for (let c = next.child; c; c = c.sibling) walk(c, c.alternate);
      }
    };
    const renderers = new Map<number, unknown>();
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(internals: unknown) {
        renderers.set(renderers.size + 1, internals);
        return renderers.size;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const counts = w.__renders;
        if (!counts) return;
        commit = { inside: 0, outside: 0 };
        walk(root.current, root.current.alternate);
        // A commit in which the typed field did not render was not caused by the key (a sync indicator, a query
        // refreshed meanwhile): counted apart, so a busy page cannot make the count flaky.
        if (commit.inside === 0) counts.unrelated += commit.outside;
        else {
          counts.inside += commit.inside;
          counts.outside += commit.outside;
        }
      },
    };
  });
}

/**
 * Types each key in the input (as a person does, one by one) and answers, per key, how many components rendered
 * inside the field's own element and outside it.
 */
export async function rendersPerKey(page: Page, input: Locator, keys: string[]) {
  await input.click();
  await page.waitForTimeout(300);
  await input.evaluate((el) => {
    const w = window as unknown as { __renderField: Element | null };
    w.__renderField = el.closest('.mantine-InputWrapper-root') ?? el;
  });
  const inside: number[] = [];
  const outside: number[] = [];
  for (const key of keys) {
    await page.evaluate(
      () => ((window as unknown as { __renders: object }).__renders = { inside: 0, outside: 0, unrelated: 0 }),
    );
    await page.keyboard.press(key);
    // Two frames: React has committed what the key changed.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(50);
    const counts = await page.evaluate(() => {
      const w = window as unknown as { __renders: { inside: number; outside: number; unrelated: number } | null };
      const c = w.__renders!;
      w.__renders = null;
      return c;
    });
    inside.push(counts.inside);
    outside.push(counts.outside);
  }
  return { inside, outside };
}
