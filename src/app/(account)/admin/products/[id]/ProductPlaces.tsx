'use client';
import { useTranslation } from '../../../../../client/i18n/react';
import { useQuery } from 'urql';
import { ProductPlacesDocument } from '../../../../../client/catalog/admin-documents';
import { asDocument } from '../../../../../client/graphql/document';
import { staffContext } from '../../../../../client/session/gateway-client';
import s from '../../../../../components/orders/orders.module.css';
import { locales } from '../../../../../lib/locale';
import { categoriesOfKind } from '../../../../../lib/product-kinds';

// Where the product is shown: its category (one of its kind's), its collections and its attribute
// values (the storefront's filters). Names are shown in the admin's language, English when not written.

export type Places = { categoryId: number; collectionIds: number[]; attributeValueIds: number[] };
type Named = { name: { en: string; hi?: string | null; ar?: string | null } };

const toggled = (ids: number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])].sort((a, b) => a - b) : ids.filter((i) => i !== id);

const box = { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', border: '1px solid #ccc', padding: 12 } as const;
const check = { display: 'flex', gap: 6, alignItems: 'center', minWidth: 0 } as const;

export function ProductPlaces({
  kind,
  value,
  onChange,
  problem,
}: {
  kind: 'SAREE' | 'FABRIC' | 'SERVICE';
  value: Places;
  onChange(next: Places): void;
  problem?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: asDocument(ProductPlacesDocument), context: staffContext.admin });
  const lang = i18n.language as (typeof locales)[number];
  const named = (n: Named) => n.name[lang] || n.name.en;
  if (error) return <p role="alert">{t('adminProducts.places.failed')}</p>;
  if (!data) return <div className={s.spinner} role="status" aria-label={t('orders.loading')} />;

  const all = data.adminCategories.map((c) => ({ ...c, id: Number(c.id) }));
  const categories =
    kind === 'SERVICE'
      ? all.filter((c) => c.id === value.categoryId)
      : categoriesOfKind(all, kind === 'SAREE' ? 'saree' : 'fabric');
  const message = problem ? (
    <span id="places-problem" role="alert" style={{ color: '#b00020' }}>
      {t(`adminProducts.refusals.${problem}`)}
    </span>
  ) : null;

  return (
    <>
      <label className={s.field}>
        {t('adminProducts.create.category')}
        <select
          value={value.categoryId}
          onChange={(e) => onChange({ ...value, categoryId: Number(e.target.value) })}
          aria-invalid={problem === 'UNKNOWN_CATEGORY' ? true : undefined}
          aria-describedby={problem ? 'places-problem' : undefined}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.parentId === null ? '' : '— '}${named(c)}`}
            </option>
          ))}
        </select>
      </label>
      <fieldset style={box}>
        <legend>{t('adminProducts.places.collections')}</legend>
        {data.adminCollections.map((c) => {
          const id = Number(c.id);
          return (
            <label key={id} style={check}>
              <input
                type="checkbox"
                checked={value.collectionIds.includes(id)}
                onChange={(e) =>
                  onChange({ ...value, collectionIds: toggled(value.collectionIds, id, e.target.checked) })
                }
              />
              {named(c)}
            </label>
          );
        })}
      </fieldset>
      <fieldset style={{ ...box, display: 'grid', gap: 12 }}>
        <legend>{t('adminProducts.places.attributes')}</legend>
        {data.adminAttributes.map((a) => (
          <fieldset key={a.id} style={{ ...box, border: 'none', padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600 }}>{named(a)}</legend>
            {a.values.map((v) => (
              <label key={v.id} style={check}>
                <input
                  type="checkbox"
                  checked={value.attributeValueIds.includes(v.id)}
                  onChange={(e) =>
                    onChange({ ...value, attributeValueIds: toggled(value.attributeValueIds, v.id, e.target.checked) })
                  }
                />
                {named(v)}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      {message}
    </>
  );
}
