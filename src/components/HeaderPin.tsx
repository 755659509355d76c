'use client';
import { useEffect } from 'react';

/**
 * On phones the header stays at the top (so the cart count is seen after Add to cart), but only its
 * first row: the nav and search rows scroll away, so the pinned part stays small even at 320 px with
 * large text. It measures the header and pins it with a negative `top`; the same height becomes the
 * page's scroll padding, so a focused control is never hidden under it. Without JavaScript the whole
 * header is pinned.
 */
export function HeaderPin() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header[data-pin]');
    const row = header?.querySelector<HTMLElement>('[data-pin-row]');
    if (!header || !row) return;
    const root = document.documentElement;
    const measure = () => {
      if (getComputedStyle(header).position !== 'sticky') {
        header.style.top = '';
        root.style.scrollPaddingTop = '';
        return;
      }
      const keep = Math.ceil(row.getBoundingClientRect().bottom - header.getBoundingClientRect().top + 8);
      header.style.top = `${Math.min(0, keep - header.offsetHeight)}px`;
      root.style.scrollPaddingTop = `${keep + 8}px`;
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(row);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return null;
}
