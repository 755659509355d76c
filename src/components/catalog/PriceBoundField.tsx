'use client';
import { useId, useState } from 'react';
import { useDisplayRate } from '../../client/currency/store';
import { toMinor } from '../../lib/money';
import fl from './filters.module.css';
import { Price } from './Price';

/**
 * One bound of the listing's price filter. The shopper types rupees (the label says so: the store prices
 * and filters in rupees); with another currency chosen, the approximation of what is typed, or of the
 * listing's own bound shown as the placeholder, stands under the field. Its line is kept before the rate
 * arrives (filters.module.css), so nothing below moves.
 */
export function PriceBoundField({
  label,
  name,
  defaultValue,
  bound,
}: {
  label: string;
  name: 'min' | 'max';
  defaultValue: number | null;
  /** The listing's lowest or highest price in whole rupees: the placeholder. */
  bound: number;
}) {
  const id = useId();
  const shown = useDisplayRate();
  const [typed, setTyped] = useState(defaultValue === null ? '' : String(defaultValue));
  const value = typed.trim() === '' ? bound : Number(typed);
  const rupees = Number.isFinite(value) && value >= 0 ? value : null;
  return (
    <div className={fl.bound}>
      <label>
        {label}
        <input
          className={fl.input}
          type="number"
          name={name}
          inputMode="numeric"
          min={0}
          step={100}
          defaultValue={defaultValue ?? ''}
          placeholder={String(bound)}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={shown && rupees !== null ? id : undefined}
        />
      </label>
      <span id={id} className={fl.approx} data-testid={`price-${name}-approx`}>
        {shown && rupees !== null ? <Price amount={toMinor(rupees, 'INR')} currency="INR" /> : null}
      </span>
    </div>
  );
}
