'use client';
import { useId, useState } from 'react';
import { floorToStep } from '../../lib/cart-rules';
import { initialMetres } from './metres';
import { usePriceText } from './use-price-text';

type Labels = { metres: string; less: string; more: string; total: string; max: string; step: string };

/**
 * Metres in the fabric's steps (0.25, 0.5 or 1 m), from one step to the most one order may take; shows
 * what the length costs, priced as the cart prices it.
 */
export function MetresSelector({
  price,
  max,
  step,
  labels,
  onChange,
}: {
  price: { amount: number; currency: string };
  max: number;
  step: number;
  labels: Labels;
  onChange?: (metres: number) => void;
}) {
  const [metres, setMetres] = useState(initialMetres(max, step));
  const priceText = usePriceText();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  // A typed length goes to the nearest step the counter cuts (2.3 m of a 0.5 m fabric is 2.5 m).
  const snap = (n: number) =>
    Math.min(floorToStep(max, step), Math.max(step, Number.isFinite(n) ? Math.round(n / step) * step : step));
  const set = (n: number) => {
    const next = snap(n);
    setMetres(next);
    onChange?.(next);
  };
  const typed = draft !== null && draft.trim() !== '' ? Number(draft.replace(',', '.')) : Number.NaN;
  // While a number is typed the total already follows it ("3" shows 3 m, not the 2 m before).
  const shown = Number.isFinite(typed) && typed > 0 ? snap(typed) : metres;
  // A typed number counts once it is finished (leaving the field or Enter), so "2." can become "2.5".
  const commit = () => {
    if (draft !== null && draft.trim() !== '') set(Number(draft.replace(',', '.')));
    setDraft(null);
  };
  const btn = {
    width: 44,
    height: 44,
    fontSize: '1.375rem',
    border: '1px solid #999',
    background: '#fff',
    color: '#222',
    cursor: 'pointer',
  } as const;
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {labels.metres}
      </label>
      <div style={{ display: 'flex', alignItems: 'center', gap: 0 }}>
        <button
          type="button"
          aria-label={labels.less}
          onClick={() => set(metres - step)}
          disabled={metres <= step}
          style={{ ...btn, borderStartStartRadius: 8, borderEndStartRadius: 8 }}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={step}
          max={max}
          step={step}
          value={draft ?? String(metres)}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value.replace(',', '.'));
            if (e.target.value.trim() !== '' && Number.isFinite(n) && n > 0) onChange?.(snap(n));
          }}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          aria-describedby={`${id}-total ${id}-step`}
          style={{
            width: 72,
            height: 44,
            textAlign: 'center',
            fontSize: '1rem',
            border: '1px solid #999',
            borderInline: 0,
            font: 'inherit',
          }}
        />
        <button
          type="button"
          aria-label={labels.more}
          onClick={() => set(metres + step)}
          disabled={metres + step > max}
          style={{ ...btn, borderStartEndRadius: 8, borderEndEndRadius: 8 }}
        >
          +
        </button>
      </div>
      <p id={`${id}-step`} style={{ margin: '6px 0 0', fontSize: '0.8125rem', color: '#555' }}>
        {labels.step}
      </p>
      <p id={`${id}-total`} aria-live="polite" style={{ margin: '8px 0 0' }} data-testid="metres-total">
        {labels.total.replace('__M__', String(shown)).replace('__A__', priceText(price, shown))}
        {shown + step > max ? (
          <span style={{ display: 'block', fontSize: '0.8125rem', color: '#666' }}>
            {labels.max.replace('__X__', String(max))}
          </span>
        ) : null}
      </p>
    </div>
  );
}
