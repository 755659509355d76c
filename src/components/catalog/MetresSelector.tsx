'use client';
import { useId, useState } from 'react';
import { formatMoney } from './money';

type Labels = { metres: string; less: string; more: string; total: string; max: string };

/** Two metres to start with (a blouse or a dupatta), or as many as there are. */
export const initialMetres = (max: number) => Math.min(2, Math.max(1, max));

/** Whole metres, 1 to the most one order may take; shows what the length costs. */
export function MetresSelector({ price, max, labels, onChange }: { price: { amount: number; currency: string }; max: number; labels: Labels; onChange?: (metres: number) => void }) {
  const [metres, setMetres] = useState(initialMetres(max));
  const id = useId();
  const set = (n: number) => {
    const next = Math.min(max, Math.max(1, Number.isFinite(n) ? Math.round(n) : 1));
    setMetres(next);
    onChange?.(next);
  };
  const btn = { width: 44, height: 44, fontSize: '1.375rem', border: '1px solid #999', background: '#fff', color: '#222', cursor: 'pointer' } as const;
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {labels.metres}
      </label>
      <div style={{ display: 'flex', alignItems: 'center', gap: 0 }}>
        <button type="button" aria-label={labels.less} onClick={() => set(metres - 1)} disabled={metres <= 1} style={{ ...btn, borderStartStartRadius: 8, borderEndStartRadius: 8 }}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={metres}
          onChange={(e) => set(Number(e.target.value))}
          aria-describedby={`${id}-total`}
          style={{ width: 72, height: 44, textAlign: 'center', fontSize: '1rem', border: '1px solid #999', borderInline: 0, font: 'inherit' }}
        />
        <button type="button" aria-label={labels.more} onClick={() => set(metres + 1)} disabled={metres >= max} style={{ ...btn, borderStartEndRadius: 8, borderEndEndRadius: 8 }}>
          +
        </button>
      </div>
      <p id={`${id}-total`} aria-live="polite" style={{ margin: '8px 0 0' }}>
        {labels.total.replace('__M__', String(metres)).replace('__A__', formatMoney({ amount: price.amount * metres, currency: price.currency }))}
        {metres >= max ? <span style={{ display: 'block', fontSize: '0.8125rem', color: '#666' }}>{labels.max.replace('__X__', String(max))}</span> : null}
      </p>
    </div>
  );
}
