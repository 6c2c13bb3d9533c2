import type { Page } from '@playwright/test';

/**
 * What a back-office screen looks like to a thumb and an eye, measured in the page:
 * - `small`: interactive controls with a hit area under 44×44 px (a checkbox, radio or switch counts its box and its
 *   label, what a tap toggles; a link inside a sentence is exempt, as WCAG 2.5.8 says);
 * - `cut`: texts, field values, placeholders and button labels that do not fit their box (ellipsis, clipped, or a
 *   value or placeholder wider than its input);
 * - `overflow`: the page is wider than the screen (it scrolls sideways).
 * Elements inside a strip made to scroll sideways (tabs, a table's scroll area) are measured by what is visible.
 * A long description shortened on purpose (a list's summary line, its whole text one tap away) carries
 * `data-clamped-on-purpose`; a one-word value (a web address, an e-mail) may scroll inside its field, a sentence or a
 * placeholder may not.
 */
export interface ScreenAudit {
  small: string[];
  cut: string[];
  overflow: number;
}

export const MIN_TARGET = 44;

export async function auditScreen(page: Page, minTarget = MIN_TARGET): Promise<ScreenAudit> {
  return page.evaluate((min) => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0.01;
    };
    const describe = (el: Element) => {
      const text =
        (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).placeholder ||
        el.getAttribute('name') ||
        el.closest('label')?.textContent?.trim().slice(0, 40) ||
        '';
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} « ${text} »`;
    };
    // Hit area: a checkbox, radio or switch is clicked through its label too.
    const hitBox = (el: Element): DOMRect => {
      const input = el as HTMLInputElement;
      // The typing field inside a tags or multi-select box: the box is what the thumb taps.
      const pills = el.closest(
        '.mantine-PillsInput-input, .mantine-MultiSelect-input, .mantine-TagsInput-input, .mantine-PasswordInput-input',
      );
      if (pills && pills !== el) return pills.getBoundingClientRect();
      if (el.tagName === 'INPUT' && ['checkbox', 'radio'].includes(input.type)) {
        // What a tap toggles: the box itself and its labels, not the empty height of the line around them.
        const parts = [el, ...(input.labels ?? [])].map((p) => p.getBoundingClientRect()).filter((b) => b.width > 0);
        const track = el.parentElement?.querySelector('.mantine-Switch-track');
        if (track) parts.push(track.getBoundingClientRect());
        if (parts.length > 0) {
          const left = Math.min(...parts.map((b) => b.left));
          const top = Math.min(...parts.map((b) => b.top));
          const right = Math.max(...parts.map((b) => b.right));
          const bottom = Math.max(...parts.map((b) => b.bottom));
          return new DOMRect(left, top, right - left, bottom - top);
        }
      }
      return el.getBoundingClientRect();
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false;
      if (getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      return [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim().length > 0);
    };

    const small: string[] = [];
    const seen = new Set<Element>();
    const controls = document.querySelectorAll(
      'button, a[href], summary, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=switch], [role=menuitem], [role=option], [role=slider]',
    );
    for (const el of controls) {
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      const input = el as HTMLInputElement;
      // Mantine's switch and the file inputs hide the real input behind a visible part (measured through its label).
      const isToggle = el.tagName === 'INPUT' && ['checkbox', 'radio'].includes(input.type);
      if (!isToggle && !visible(el)) continue;
      if (isToggle && !el.closest('label, .mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root')) {
        if (!visible(el)) continue;
      }
      if (input.type === 'file' && !visible(el)) continue;
      if (inSentence(el)) continue;
      const owner = el.closest('button, a[href], [role=button]');
      if (owner && owner !== el && seen.has(owner)) continue;
      seen.add(el);
      const box = hitBox(el);
      if (box.width === 0 && box.height === 0) continue;
      // Off the screen (a closed side menu slid away): not something a thumb can reach now.
      if (box.right <= 0 || box.left >= window.innerWidth) continue;
      if (Math.round(box.width) < min || Math.round(box.height) < min) {
        small.push(`${describe(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }

    const cut: string[] = [];
    // A text in a box that hides what does not fit (ellipsis, line clamp, overflow hidden).
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement) || !visible(el)) continue;
      if (['svg', 'path', 'img', 'canvas', 'video', 'iframe', 'INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))
        continue;
      if (el.closest('[aria-hidden=true], [data-clamped-on-purpose], .mantine-VisuallyHidden-root')) continue;
      const hasOwnText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!hasOwnText) continue;
      const style = getComputedStyle(el);
      const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const clipsY = style.overflowY === 'hidden' || style.webkitLineClamp !== 'none';
      const wideCut =
        clipsX && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
      const tallCut = clipsY && el.scrollHeight > el.clientHeight + 2;
      // Clipped by an ancestor that hides overflow: the text reaches past its visible area.
      let clippedBy = false;
      const box = el.getBoundingClientRect();
      // A text inside a clamped block (« … » after its last line): cut when the block holds more than it shows.
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).webkitLineClamp === 'none') continue;
        if (up.scrollHeight > up.clientHeight + 2) clippedBy = true;
        break;
      }
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') break;
        if (s.overflowX === 'hidden' || s.overflowX === 'clip') {
          const ub = up.getBoundingClientRect();
          if (box.right > ub.right + 2 || box.left < ub.left - 2) clippedBy = true;
          break;
        }
      }
      if (wideCut || tallCut || clippedBy) cut.push(`« ${el.innerText.trim().replace(/\s+/g, ' ').slice(0, 50)} »`);
    }
    // A field's value wider than its input.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const el of document.querySelectorAll('input')) {
      const input = el as HTMLInputElement;
      // An empty field shows its placeholder instead: « Toutes les catégories » must read whole too.
      const shown = input.value || input.placeholder;
      if (!visible(input) || !shown || ['checkbox', 'radio', 'file', 'hidden', 'range', 'color'].includes(input.type))
        continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const width = canvas.measureText(shown).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A placeholder and a sentence must read whole (a sentence gets a field that grows with it); one long word (a web
      // address, an e-mail) may scroll inside its field.
      const oneWord = Boolean(input.value) && !/\s/.test(input.value.trim());
      if (!oneWord && width > room + 1)
        cut.push(`${input.value ? 'champ' : 'texte d’aide du champ'} « ${shown.slice(0, 40)} »`);
    }
    const overflow = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    return { small, cut: [...new Set(cut)], overflow };
  }, minTarget);
}

/** Waits for a screen to settle: its title shown, the network quiet, loaders gone. */
export async function settle(page: Page) {
  await page.getByTestId('frame-title').waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible=true]'),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
}

/**
 * Waits for a screen to settle after the viewport changed size (no new load): media queries and resize observers
 * have run (two frames), the transitions it started have ended (looping animations aside), and no loader shows.
 */
export async function settleAfterResize(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
        !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible=true]'),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
