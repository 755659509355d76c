'use client';

/**
 * Room at the foot of the page for the notices shown there (WCAG 1.4.10 and 2.4.11): while any is on
 * screen, `--notice-space` on <html> is the height the notices take from the bottom of the window, and
 * globals.css adds it below the footer and to the scroll padding, so the end of the page can be scrolled
 * clear of them and the browser keeps a focused control above them.
 */
let shown = 0;
let observer: ResizeObserver | null = null;
const boxes = new Set<Element>();

function measure() {
  let top = window.innerHeight;
  for (const box of boxes) if (box.isConnected) top = Math.min(top, box.getBoundingClientRect().top);
  const space = shown > 0 ? Math.max(0, Math.ceil(window.innerHeight - top)) : 0;
  document.documentElement.style.setProperty('--notice-space', `${space}px`);
}

/** A notice is on screen inside `box` (its stack); the returned function says it has gone. */
export function holdNoticeSpace(box: Element): () => void {
  shown += 1;
  if (!boxes.has(box)) {
    boxes.add(box);
    observer ??= new ResizeObserver(measure);
    observer.observe(box);
  }
  measure();
  return () => {
    shown -= 1;
    if (shown === 0) {
      observer?.disconnect();
      observer = null;
      boxes.clear();
    }
    measure();
  };
}
