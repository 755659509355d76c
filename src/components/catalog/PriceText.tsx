import { Fragment, type ReactNode } from 'react';
import { Price } from './Price';

type Money = { amount: number; currency: string };

// A sentence holding prices ("The price has changed from ₹6,800 to ₹6,500."): each price a `Price`, so a
// shopper who chose another currency reads it as the approximation, as everywhere else, with its room kept.
// The translation is made with a mark in each price's place (`priceSlots`), then cut at the marks.

const mark = (name: string) => `\u2063${name}\u2063`;
const marks = /\u2063(\w+)\u2063/;

/** Interpolation values that hold the places of these prices in a translated sentence. */
export function priceSlots<K extends string>(...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((n) => [n, mark(n)])) as Record<K, string>;
}

/** A sentence made with `priceSlots`, its prices drawn by `Price` (`charged`: rupees first, as at checkout). */
export function PriceText({
  text,
  prices,
  charged = false,
}: {
  text: string;
  prices: Record<string, Money | null | undefined>;
  charged?: boolean;
}) {
  return (
    <>
      {text.split(marks).map((part, i) => {
        if (i % 2 === 0) return part ? <Fragment key={i}>{part}</Fragment> : null;
        const m = prices[part];
        // Spread apart: the server's answers are null-prototype objects (see Price).
        return m ? <Price key={i} amount={m.amount} currency={m.currency} charged={charged} /> : null;
      })}
    </>
  );
}

/** A sentence made with `priceSlots`, each mark replaced by its part (a rate, a rupee amount, kept in a <bdi>). */
export function SlotText({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text
        .split(marks)
        .map((part, i) =>
          i % 2 === 0 ? part ? <Fragment key={i}>{part}</Fragment> : null : <Fragment key={i}>{parts[part]}</Fragment>,
        )}
    </>
  );
}
