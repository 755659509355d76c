'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { AdminProductDocument, EditProductDocument } from '../../../../../client/catalog/admin-documents';
import { asDocument } from '../../../../../client/graphql/document';
import { dataOf } from '../../../../../client/graphql/result';
import { notify } from '../../../../../client/notify';
import { staffContext } from '../../../../../client/session/gateway-client';
import { useSession } from '../../../../../client/session/SessionProvider';
import s from '../../../../../components/orders/orders.module.css';
import type { AdminProductFieldsFragment } from '../../../../../gql/graphql';
import { productFormSchema, type ProductFormValues } from '../../../../../lib/product-form';
import { rupeesToMinor } from '../../../../../lib/product-rules';
import { PicturePicker } from '../new/PicturePicker';
import { AuditTrail } from './AuditTrail';
import { ProductPlaces, type Places } from './ProductPlaces';

const resolver = zodResolver(productFormSchema);
const rupees = (minor: number) => (minor / 100).toFixed(2).replace(/\.00$/, '');

function formOf(p: AdminProductFieldsFragment): ProductFormValues {
  return {
    slug: p.slug,
    nameEn: p.names.en,
    nameHi: p.names.hi,
    nameAr: p.names.ar,
    descriptionEn: p.descriptions.en,
    descriptionHi: p.descriptions.hi,
    descriptionAr: p.descriptions.ar,
    price: rupees(p.priceMinor),
    mrp: rupees(p.mrpMinor),
    stock: p.stock === null ? '' : String(p.stock),
    step: p.step,
    tracked: p.stock !== null,
    active: p.active,
  };
}

const texts: { field: FieldPath<ProductFormValues>; dir?: 'rtl' | 'ltr'; lang: string; long?: boolean }[] = [
  { field: 'nameEn', lang: 'en', dir: 'ltr' },
  { field: 'nameHi', lang: 'hi', dir: 'ltr' },
  { field: 'nameAr', lang: 'ar', dir: 'rtl' },
  { field: 'descriptionEn', lang: 'en', dir: 'ltr', long: true },
  { field: 'descriptionHi', lang: 'hi', dir: 'ltr', long: true },
  { field: 'descriptionAr', lang: 'ar', dir: 'rtl', long: true },
];

/** An admin edits one product; the save names the version it started from, so nobody's edit is overwritten. */
export function ProductEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [{ data, error }, reload] = useQuery({
    query: asDocument(AdminProductDocument),
    variables: { id, entityId: String(id) },
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [{ fetching }, save] = useMutation(asDocument(EditProductDocument));
  const [stale, setStale] = useState(false);
  const [places, setPlaces] = useState<Places | null>(null);
  const [imageKeys, setImageKeys] = useState<string[]>([]);
  // Refusals of the places and pictures, which live outside the text form.
  const [placesProblem, setPlacesProblem] = useState<string | null>(null);
  const [imageProblem, setImageProblem] = useState<string | undefined>(undefined);
  const product = data?.adminProduct ?? null;
  const form = useForm<ProductFormValues>({ resolver, mode: 'onTouched' });
  const { register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (!product) return;
    reset(formOf(product));
    setPlaces({
      categoryId: product.categoryId,
      collectionIds: product.collectionIds,
      attributeValueIds: product.attributeValueIds,
    });
    setImageKeys(product.imageKeys);
  }, [product, reset]);

  if (!isAdmin) return <p role="alert">{t('admin.staffOnly')}</p>;
  if (error) return <p role="alert">{t('adminProducts.failed')}</p>;
  if (!data) return <div className={s.spinner} role="status" aria-label={t('orders.loading')} />;
  if (!product) return <p role="alert">{t('adminProducts.notFound')}</p>;

  const problem = (field: FieldPath<ProductFormValues>) => {
    const message = formState.errors[field]?.message;
    return message ? (
      <span id={`${field}-problem`} role="alert" style={{ color: '#b00020' }}>
        {t(`adminProducts.refusals.${message}`)}
      </span>
    ) : null;
  };
  const input = (field: FieldPath<ProductFormValues>) => ({
    ...register(field),
    'aria-invalid': formState.errors[field] ? true : undefined,
    'aria-describedby': formState.errors[field] ? `${field}-problem` : undefined,
  });

  const onSubmit = async (v: ProductFormValues) => {
    setStale(false);
    setPlacesProblem(null);
    setImageProblem(undefined);
    try {
      const r = dataOf(
        await save(
          {
            id,
            version: product.version,
            slug: v.slug,
            names: { en: v.nameEn, hi: v.nameHi, ar: v.nameAr },
            descriptions: { en: v.descriptionEn, hi: v.descriptionHi, ar: v.descriptionAr },
            priceMinor: rupeesToMinor(v.price),
            mrpMinor: rupeesToMinor(v.mrp),
            stock: v.tracked ? Number(v.stock) : null,
            active: v.active,
            // A product that never had pictures can still be saved without choosing one.
            imageKeys: imageKeys.length || product.imageKeys.length ? imageKeys : null,
            ...places,
          },
          staffContext.admin,
        ),
      ).editProduct;
      if (r.ok) {
        notify(t('adminProducts.saved'), 'success');
        reload({ requestPolicy: 'network-only' });
      } else if (r.refusal === 'STALE') setStale(true);
      else if (r.refusal?.startsWith('UNKNOWN_C') || r.refusal === 'UNKNOWN_ATTRIBUTE_VALUE')
        setPlacesProblem(r.refusal);
      else if (r.refusal?.includes('IMAGE')) setImageProblem(r.refusal);
      else {
        const code = r.refusal ?? 'NOT_FOUND';
        const field: FieldPath<ProductFormValues> = code.startsWith('PRICE')
          ? 'price'
          : code.includes('STOCK')
            ? 'stock'
            : code === 'SLUG_TAKEN' || code === 'INVALID_SLUG'
              ? 'slug'
              : 'nameEn';
        setError(field, { message: code });
      }
    } catch {
      notify(t('adminProducts.failed'), 'error');
    }
  };

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <p>
        {product.sku} · {t(`adminProducts.kinds.${product.kind}`)}
      </p>
      {stale ? (
        <div role="alert">
          <p>{t('adminProducts.stale')}</p>
          <button type="button" className={s.button} onClick={() => reload({ requestPolicy: 'network-only' })}>
            {t('adminProducts.reload')}
          </button>
        </div>
      ) : null}
      <form onSubmit={handleSubmit(onSubmit)} noValidate style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
        <label className={s.field}>
          {t('adminProducts.slug')}
          <input {...input('slug')} dir="ltr" maxLength={120} />
          {problem('slug')}
        </label>
        {texts.map(({ field, lang, dir, long }) => (
          <label key={field} className={s.field}>
            {t(`adminProducts.fields.${field}`)}
            {long ? (
              <textarea {...input(field)} lang={lang} dir={dir} rows={4} maxLength={4000} />
            ) : (
              <input {...input(field)} lang={lang} dir={dir} maxLength={120} />
            )}
            {problem(field)}
          </label>
        ))}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <label className={s.field}>
            {t('adminProducts.priceRupees')}
            <input {...input('price')} inputMode="decimal" dir="ltr" />
            {problem('price')}
          </label>
          <label className={s.field}>
            {t('adminProducts.mrpRupees')}
            <input {...input('mrp')} inputMode="decimal" dir="ltr" />
            {problem('mrp')}
          </label>
          {product.stock !== null ? (
            <label className={s.field}>
              {product.kind === 'FABRIC'
                ? t('adminProducts.stockMetres', { step: product.step })
                : t('adminProducts.stockPieces')}
              <input {...input('stock')} inputMode="decimal" dir="ltr" />
              {problem('stock')}
            </label>
          ) : null}
        </div>
        <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <input type="checkbox" {...register('active')} />
          {t('adminProducts.publishedLabel')}
        </label>
        {places ? (
          <ProductPlaces kind={product.kind} value={places} onChange={setPlaces} problem={placesProblem} />
        ) : null}
        <PicturePicker keys={imageKeys} onChange={setImageKeys} problem={imageProblem} />
        <div className={s.actions}>
          <button type="submit" className={s.button} disabled={fetching}>
            {t('adminProducts.save')}
          </button>
        </div>
      </form>
      <AuditTrail entries={data.auditTrail} />
    </div>
  );
}
