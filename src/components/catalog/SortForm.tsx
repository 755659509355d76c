'use client';
import { useProgressRouter } from '../../client/navigation';
import { useId } from 'react';
import type { ProductSort } from '../../gql/graphql';

type Labels = { label: string; apply: string; options: Record<ProductSort, string> };

/** A GET form (works without JavaScript); with it, choosing an option navigates at once. */
export function SortForm({
  path,
  query,
  current,
  search,
  labels,
}: {
  path: string;
  query: string;
  current: ProductSort;
  search: boolean;
  labels: Labels;
}) {
  const router = useProgressRouter();
  const id = useId();
  const hidden = [...new URLSearchParams(query.slice(1))];
  const options = (Object.keys(labels.options) as ProductSort[]).filter((o) => o !== 'RELEVANCE' || search);
  return (
    <form method="get" action={path} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id} style={{ fontSize: '0.875rem' }}>
        {labels.label}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={current.toLowerCase()}
        onChange={(e) => {
          const p = new URLSearchParams(query.slice(1));
          p.set('sort', e.target.value);
          router.push(`${path}?${p.toString()}`);
        }}
        style={{
          font: 'inherit',
          fontSize: '1rem',
          padding: '6px 8px',
          borderRadius: 8,
          border: '1px solid #999',
          background: '#fff',
          color: 'inherit',
        }}
      >
        {options.map((o) => (
          <option key={o} value={o.toLowerCase()}>
            {labels.options[o]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{labels.apply}</button>
      </noscript>
    </form>
  );
}
