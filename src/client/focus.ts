import { useMemo, useRef } from 'react';

// Where focus goes when what held it leaves the page (a removed line, a closed form), so it does not
// fall to the page itself, which a screen reader reads as nothing (WCAG 2.4.3).

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Focuses `el`, first letting a heading or a paragraph take focus from script only (tabindex -1, out of
 * the Tab order). False when there is nothing to focus (gone from the page).
 */
export function focusOn(el: Element | null | undefined, options?: FocusOptions): boolean {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if (!el.matches(focusable)) el.setAttribute('tabindex', '-1');
  el.focus(options);
  return document.activeElement === el;
}

/**
 * Focus handed between a control and what replaces it (a button and the form or picker it opens):
 * `to(target)` when the shopper acts, then the element rendered with `ref(target)` takes focus as it
 * mounts, once. `ref(target, true)` takes it and keeps it pending for the next (a loading line before
 * the picker). Nothing is focused on a page load, only after the shopper's own action.
 */
export function useHandFocus<T extends string>() {
  const pending = useRef<T | null>(null);
  return useMemo(() => {
    const refs = new Map<string, (el: HTMLElement | null) => void>();
    return {
      to(target: T | null) {
        pending.current = target;
      },
      ref(target: T, keep = false) {
        const id = `${target}:${keep}`;
        let r = refs.get(id);
        if (!r) {
          r = (el: HTMLElement | null) => {
            if (!el || pending.current !== target) return;
            if (!keep) pending.current = null;
            focusOn(el);
          };
          refs.set(id, r);
        }
        return r;
      },
    };
  }, []);
}
