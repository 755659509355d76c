import type { ReactNode } from 'react';

/** Stands in for the number while the sentence is translated, then is swapped for the marked number. */
const slot = '\u2063ORDER\u2063';

/** An order number: Latin letters and digits in any language, so marked English and left-to-right. */
function OrderNumber({ number }: { number: string }) {
  return (
    <span lang="en" dir="ltr">
      {number}
    </span>
  );
}

/**
 * A translated sentence with the order number in it, the number marked (a screen reader on an Arabic or
 * Hindi page reads "SL-…" in its own voice, and its letters keep their order). `translate` gets the value
 * to put where the number goes.
 */
export function withOrderNumber(translate: (number: string) => string, number: string): ReactNode {
  const [before, after = ''] = translate(slot).split(slot);
  return (
    <>
      {before}
      <OrderNumber number={number} />
      {after}
    </>
  );
}
