// Says a sentence to screen readers through the page's polite live region (src/components/LiveRegion.tsx),
// for changes that move no focus: a quantity changed, a line removed, a new total.

let pending: string | null = null;
let frame = 0;

/** The region that can be heard now: the open modal dialog's own, else the page's. */
function region(): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>('[data-live-region]')];
  const modal = all.find((r) => r.closest('dialog')?.matches(':modal'));
  return modal ?? all.find((r) => !r.closest('dialog')) ?? null;
}

/**
 * Announces `message` politely. The region is emptied first and filled in the next frame, so the same
 * sentence said twice is read twice; of several said in one frame the last is read. The text stays until
 * the next announcement.
 */
export function announce(message: string): void {
  const target = typeof document === 'undefined' ? null : region();
  if (!target) return;
  target.textContent = '';
  pending = message;
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => {
    target.textContent = pending;
    pending = null;
  });
}
