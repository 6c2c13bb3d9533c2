import type { Locator, Page } from '@playwright/test';

/**
 * Counts the React components that render because of each keystroke, in the built app (a count, not a time: stable
 * on a loaded machine). React calls the DevTools hook on every commit, production builds included; the hook installed
 * here walks the committed tree as React DevTools does (a child is visited only when its parent's children were
 * reconciled; a component rendered when React flagged it `PerformedWork`, or when it mounted) and sorts each rendered
 * component by where it sits: inside the typed field's own element (its Mantine wrapper: label, input, description,
 * error), or anywhere else in the page.
 *
 * A commit is not all the key's doing. React 19 renders the updates waiting in the default lane (a query's answer, a
 * live query of the device's database, a timer, a piece of the frame loaded once the browser is idle) in the same
 * batch as a discrete event's sync-lane update (getHighestPriorityLanes: sync, continuous and default lanes go
 * together), so one commit can hold the key's field and a tooltip mounting in the top bar. Each rendered component
 * is therefore traced to what made it render, its origins: a component whose own state changed (the update's lanes,
 * read on the fiber as it was before this render), the parent that re-rendered it with new props, the provider whose
 * context value changed. An origin is the key's when its update came in the sync lane (the key's discrete event) or
 * when its work reached the typed field (a page holding the field's value, in any lane); a component outside the
 * field counts for the key when one of its origins is the key's, or when nothing explains its render. The rest, and
 * every commit in which the field did not render, is counted apart (`unrelated`). Every commit of a key's window is
 * described with its origins and components (`explain`, for a failure's message: a failure explains itself), and
 * `rendersPerKey` throws if no key reached the field in the sync lane (React's lanes would have changed).
 *
 *   await installRenderCounter(page);            // before the first navigation
 *   const counts = await rendersPerKey(page, input, ['1', '0', 'Backspace']);
 *   expect(counts.outside, counts.explain).toEqual([0, 0, 0]);   // nothing but the field re-renders
 */
export async function installRenderCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const COMPOSITE = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
    const HOST = new Set([5, 26, 27]); // host component, hoistable, singleton
    const CONTEXT_PROVIDER = 10;
    const PERFORMED_WORK = 1;
    // React's lanes (react-reconciler ReactFiberLane, React 18 and 19): a discrete event's updates (keydown, input)
    // are scheduled in the sync lane; a default-lane update (32) or a transition never comes from the key's handler.
    const SYNC_LANE = 2;
    type Hook = { memoizedState: unknown; queue: unknown; next: Hook | null };
    type Dependency = { context: unknown; memoizedValue: unknown; next: Dependency | null };
    type Fiber = {
      tag: number;
      flags: number;
      lanes: number;
      type: unknown;
      elementType: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      return: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
      memoizedProps: unknown;
      memoizedState: unknown;
      dependencies: { firstContext: Dependency | null } | null;
    };
    /** What made components render: one component's own update, or a render nothing here explains. */
    type Origin = { label: string; lanes: number; reachedField: boolean; unexplained: boolean };
    type Rendered = { fiber: Fiber; inside: boolean; origins: Set<Origin> };
    type Counts = { inside: number; outside: number; unrelated: number; syncLane: boolean; notes: string[] };
    const w = window as unknown as {
      __renderField: Element | null;
      __renders: Counts | null;
      __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
    };
    w.__renderField = null;
    w.__renders = null;

    const firstHost = (f: Fiber): Element | null => {
      const queue: Fiber[] = [f];
      while (queue.length) {
        const x = queue.shift()!;
        if (HOST.has(x.tag) && x.stateNode instanceof Element) return x.stateNode;
        for (let c = x.child; c; c = c.sibling) queue.push(c);
      }
      return null;
    };
    const hostAbove = (f: Fiber): Element | null => {
      for (let p = f.return; p; p = p.return) if (HOST.has(p.tag) && p.stateNode instanceof Element) return p.stateNode;
      return null;
    };
    // Production builds minify our components' names (Mantine's keep their displayName): the element a component
    // draws says where it is.
    const nameOf = (f: Fiber): string => {
      type Named = { displayName?: string; name?: string; render?: Named; type?: Named };
      const t = (f.elementType ?? f.type) as Named | null;
      const n =
        t &&
        (t.displayName || t.name || t.render?.displayName || t.render?.name || t.type?.displayName || t.type?.name);
      return n || `(tag ${f.tag})`;
    };
    const describe = (el: Element | null): string => {
      if (!el) return 'nowhere';
      const label =
        el.getAttribute('data-testid') ??
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const cls = [...el.classList].find((c) => c.startsWith('mantine-')) ?? el.classList[0] ?? '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>${label ? ` « ${label} »` : ''}`;
    };
    const componentAt = (f: Fiber) => `${nameOf(f)} ${describe(firstHost(f) ?? hostAbove(f))}`;
    const laneName = (lanes: number) =>
      lanes & SYNC_LANE
        ? `lanes ${lanes}: the sync lane, a discrete event's`
        : `lanes ${lanes}: not a discrete event's`;

    /** Whether a component's own state changed in this render (a state, reducer or external-store hook). */
    const ownStateChanged = (next: Fiber, prev: Fiber): boolean => {
      if (next.tag === 1) return next.memoizedState !== prev.memoizedState;
      let a = next.memoizedState as Hook | null;
      let b = prev.memoizedState as Hook | null;
      for (; a && b && typeof a === 'object' && 'next' in a; a = a.next, b = b.next)
        if (a.queue != null && !Object.is(a.memoizedState, b.memoizedState)) return true;
      return false;
    };
    const changedContexts = (next: Fiber, prev: Fiber): unknown[] => {
      const changed: unknown[] = [];
      for (let d = next.dependencies?.firstContext ?? null; d; d = d.next) {
        let before: Dependency | null = prev.dependencies?.firstContext ?? null;
        while (before && before.context !== d.context) before = before.next;
        if (!before || !Object.is(before.memoizedValue, d.memoizedValue)) changed.push(d.context);
      }
      return changed;
    };

    let rendered: Rendered[] = [];
    const providers = new Map<unknown, Set<Origin>>();
    const isInside = (f: Fiber, field: Element): boolean => {
      const own = firstHost(f);
      const above = hostAbove(f);
      return (own !== null && field.contains(own)) || (above !== null && field.contains(above));
    };

    /** Walks the committed tree, each fiber with the origins of its parent's render (empty: the parent did not render). */
    const walk = (next: Fiber, prev: Fiber | null, fromParent: Set<Origin>, field: Element) => {
      const origins = new Set<Origin>();
      const propsChanged = prev === null || prev.memoizedProps !== next.memoizedProps;
      if (propsChanged) for (const o of fromParent) origins.add(o);
      const composite = COMPOSITE.has(next.tag);
      const didRender = composite && (prev === null || (next.flags & PERFORMED_WORK) === PERFORMED_WORK);
      if (prev !== null && (didRender || !composite)) {
        const contexts = changedContexts(next, prev);
        for (const c of contexts) {
          const from = providers.get(c);
          if (from) for (const o of from) origins.add(o);
        }
        // A context change marks its consumers with every lane of the render: the lanes say the component's own
        // update only when its own state changed, or when no changed context explains the render.
        if (prev.lanes !== 0 && (contexts.length === 0 || ownStateChanged(next, prev)))
          origins.add({
            label: `${componentAt(next)}: its own update, ${laneName(prev.lanes)}`,
            lanes: prev.lanes,
            reachedField: false,
            unexplained: false,
          });
      }
      if (didRender && origins.size === 0)
        origins.add({
          label: `${componentAt(next)}: rendered, and nothing here says why (counted as the key's)`,
          lanes: 0,
          reachedField: false,
          unexplained: true,
        });
      if (didRender) {
        const inside = isInside(next, field);
        rendered.push({ fiber: next, inside, origins });
        if (inside) for (const o of origins) o.reachedField = true;
      }
      let restore: [unknown, Set<Origin> | undefined] | null = null;
      if (next.tag === CONTEXT_PROVIDER && origins.size > 0) {
        const before = prev?.memoizedProps as { value?: unknown } | null | undefined;
        const now = next.memoizedProps as { value?: unknown } | null;
        if (!before || !Object.is(before.value, now?.value)) {
          restore = [next.type, providers.get(next.type)];
          providers.set(next.type, origins);
        }
      }
      if (prev === null) {
        for (let c = next.child; c; c = c.sibling) walk(c, null, origins, field);
      } else if (next.child !== prev.child) {
        for (let c = next.child; c; c = c.sibling) walk(c, c.alternate, origins, field);
      }
      if (restore) {
        if (restore[1]) providers.set(restore[0], restore[1]);
        else providers.delete(restore[0]);
      }
    };

    const isTheKeys = (o: Origin) => (o.lanes & SYNC_LANE) !== 0 || o.reachedField || o.unexplained;
    const list = (items: Rendered[]) => {
      const names = items.slice(0, 40).map((r) => componentAt(r.fiber));
      return names.join(', ') + (items.length > names.length ? `, … (${items.length} in all)` : '');
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
        const field = w.__renderField;
        if (!counts || !field) return;
        rendered = [];
        providers.clear();
        walk(root.current, root.current.alternate, new Set(), field);
        if (rendered.length === 0) return;
        const commit = counts.notes.length + 1;
        const fieldRendered = rendered.some((r) => r.inside);
        const outside = rendered.filter((r) => !r.inside);
        const theKeys = fieldRendered ? outside.filter((r) => [...r.origins].some(isTheKeys)) : [];
        const apart = outside.filter((r) => !theKeys.includes(r));
        counts.inside += rendered.length - outside.length;
        counts.outside += theKeys.length;
        if (rendered.some((r) => r.inside && [...r.origins].some((o) => (o.lanes & SYNC_LANE) !== 0)))
          counts.syncLane = true;
        counts.unrelated += apart.length;
        const origins = new Set(rendered.flatMap((r) => [...r.origins]));
        counts.notes.push(
          [
            `commit ${commit}: ${rendered.length - outside.length} inside the field, ${theKeys.length} outside for the key, ${apart.length} apart${fieldRendered ? '' : ' (the field did not render)'}`,
            ...[...origins].map(
              (o) =>
                `  origin${fieldRendered && isTheKeys(o) ? " (the key's)" : ''}${o.reachedField ? ', reached the field' : ''}: ${o.label}`,
            ),
            ...(theKeys.length ? [`  outside for the key: ${list(theKeys)}`] : []),
            ...(apart.length ? [`  apart: ${list(apart)}`] : []),
          ].join('\n'),
        );
      },
    };
  });
}

/**
 * Types each key in the input (as a person does, one by one) and answers, per key, how many components rendered
 * because of it inside the field's own element and outside it, how many rendered meanwhile for another reason
 * (`unrelated`), and `explain`: every commit of each key's window with what caused it, for a failure's message.
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
  const unrelated: number[] = [];
  const windows: string[] = [];
  let keysInSyncLane = 0;
  for (const key of keys) {
    await page.evaluate(() => {
      (window as unknown as { __renders: object }).__renders = {
        inside: 0,
        outside: 0,
        unrelated: 0,
        syncLane: false,
        notes: [],
      };
    });
    await page.keyboard.press(key);
    // Two frames: React has committed what the key changed.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(50);
    const counts = await page.evaluate(() => {
      const w = window as unknown as {
        __renders: { inside: number; outside: number; unrelated: number; syncLane: boolean; notes: string[] } | null;
      };
      const c = w.__renders!;
      w.__renders = null;
      return c;
    });
    inside.push(counts.inside);
    if (counts.syncLane) keysInSyncLane++;
    outside.push(counts.outside);
    unrelated.push(counts.unrelated);
    windows.push(`key ${inside.length} « ${key} »:\n${counts.notes.join('\n') || 'no commit'}`);
  }
  await page.evaluate(() => ((window as unknown as { __renderField: Element | null }).__renderField = null));
  const explain = `per key, inside the field: ${inside}; outside it: ${outside}; apart: ${unrelated}\n${windows.join('\n')}`;
  // The sorting above trusts React's lane numbers: a key typed in a field must reach it in the sync lane. If no key
  // did, either the field is updated outside the key's event (a transition, a timer) or React numbers its lanes
  // otherwise now, and the counter would no longer see a key's update that misses the field: say so.
  if (keysInSyncLane === 0)
    throw new Error(
      `No key reached the field through an update in React's sync lane (2): the field is updated outside the key's event, or React's lanes changed (render-counter.ts)\n${explain}`,
    );
  return { inside, outside, unrelated, explain };
}
