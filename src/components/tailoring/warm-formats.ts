'use client';
import { useEffect } from 'react';
import { formatMoney } from '../catalog/money';
import { formatCalendarDate } from '../../lib/dates';

/**
 * For the pages whose prices come after the first paint (the cart, checkout, the tailoring picker).
 * Builds the browser's first number and date formatters in a task of their own while the page waits on
 * its data. The first Intl formatter of a page loads the browser's locale data (about 20 ms here, 80 ms
 * on a phone's CPU), and without this it is paid inside the render of the first prices, making that one
 * long task. The formatters are cached (money.ts, dates.ts), so the render then finds them ready.
 */
export function useWarmFormats(lng: string): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      formatMoney({ amount: 100, currency: 'INR' });
      formatMoney({ amount: 150, currency: 'INR' });
      formatCalendarDate('2026-01-01', lng);
    }, 0);
    return () => clearTimeout(timer);
  }, [lng]);
}
