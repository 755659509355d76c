'use client';
import { useEffect } from 'react';

/**
 * On phones and tablets the header stays at the top (so the cart count is seen after Add to cart), but
 * only its first row, the logo with the account and the cart: as the page scrolls, the content slides
 * over the nav and search rows (the header is clipped from below as far as the page has scrolled), so the
 * pinned part stays small even at 320 px with large text. A negative `top` kept the header's last rows
 * instead, so only the search bar stayed. The kept height is also the page's scroll padding, so a
 * focused control is never hidden under it. Without JavaScript the whole header is pinned.
 */
export function HeaderPin() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header[data-pin]');
    const row = header?.querySelector<HTMLElement>('[data-pin-row]');
    const main = document.getElementById('main');
    if (!header || !row || !main) return;
    const root = document.documentElement;
    let keep = 0;
    let frame = 0;
    const clip = () => {
      frame = 0;
      if (!keep) return;
      // The header is shown down to where the page's content now starts, never less than the first row.
      const shown = Math.min(header.offsetHeight, Math.max(keep, Math.ceil(main.getBoundingClientRect().top)));
      const hidden = header.offsetHeight - shown;
      header.style.setProperty('--pin-clip', `${hidden}px`);
      header.toggleAttribute('data-stuck', hidden > 0);
    };
    const measure = () => {
      if (getComputedStyle(header).position !== 'sticky') {
        keep = 0;
        header.style.removeProperty('--pin-clip');
        header.removeAttribute('data-stuck');
        root.style.scrollPaddingTop = '';
        return;
      }
      keep = Math.ceil(row.getBoundingClientRect().bottom - header.getBoundingClientRect().top + 8);
      root.style.scrollPaddingTop = `${keep + 8}px`;
      clip();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(clip);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(row);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return null;
}
