'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { CreateProductDocument, ProductCategoriesDocument } from '../../../../../client/catalog/admin-documents';
import { asDocument } from '../../../../../client/graphql/document';
import { dataOf } from '../../../../../client/graphql/result';
import { notify } from '../../../../../client/notify';
import { staffContext } from '../../../../../client/session/gateway-client';
import { useSession } from '../../../../../client/session/SessionProvider';
import { locales } from '../../../../../lib/locale';
import { productCreateFormSchema, slugFrom } from '../../../../../lib/product-create-form';
import { categoriesOfKind, fabricSteps } from '../../../../../lib/product-kinds';
import { rupeesToMinor } from '../../../../../lib/product-rules';
import { fieldOf, Texts, type Values } from './CreateFields';
import { PicturePicker } from './PicturePicker';

const resolver = standardSchemaResolver(productCreateFormSchema, undefined, { raw: true });
const empty = { en: '', hi: '', ar: '' };
const defaults: Values = {
  kind: 'fabric',
  slug: '',
  name: empty,
  description: empty,
  care: empty,
  categoryId: '',
  price: '',
  mrp: '',
  stock: '',
  step: 0.5,
  imageKeys: [],
  active: true,
};

/** An admin makes a saree or a fabric: texts, category, prices, stock and pictures; then its editor opens. */
export function NewProduct() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const router = useRouter();
  const [{ data }] = useQuery({
    query: asDocument(ProductCategoriesDocument),
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [{ fetching }, create] = useMutation(asDocument(CreateProductDocument));
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<Values>({
    resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const kind = useWatch({ control, name: 'kind' });
  const lang = i18n.language as (typeof locales)[number];
  const choices = useMemo(
    () =>
      categoriesOfKind(data?.adminCategories ?? [], kind).map((c) => ({
        id: c.id,
        label: `${c.parentId === null ? '' : '— '}${c.name[lang] || c.name.en}`,
      })),
    [data, kind, lang],
  );

  if (!isAdmin) return <p role="alert">{t('admin.staffOnly')}</p>;

  const text = (name: FieldPath<Values>, label: string, extra: { decimal?: boolean; help?: string } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          value={value as string}
          inputRef={ref}
          size="small"
          label={label}
          required
          // In a row the fields share it; in the column a flex basis would be a height.
          sx={extra.decimal ? { flex: '1 1 200px' } : undefined}
          error={!!fieldState.error}
          helperText={fieldState.error ? t(`adminProducts.refusals.${fieldState.error.message}`) : extra.help}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 120, inputMode: extra.decimal ? 'decimal' : undefined } }}
        />
      )}
    />
  );

  const onSubmit = async (v: Values) => {
    try {
      const r = dataOf(
        await create(
          {
            input: {
              kind: v.kind === 'saree' ? 'SAREE' : 'FABRIC',
              slug: v.slug,
              names: v.name,
              descriptions: v.description,
              care: v.care,
              categoryId: Number(v.categoryId),
              priceMinor: rupeesToMinor(v.price),
              mrpMinor: rupeesToMinor(v.mrp),
              stock: Number(v.stock),
              step: v.step,
              imageKeys: v.imageKeys,
              active: v.active,
            },
          },
          staffContext.admin,
        ),
      ).createProduct;
      if (r.ok && r.product) {
        notify(t('adminProducts.create.created'), 'success');
        router.push(`/admin/products/${r.product.id}`);
      } else {
        const code = r.refusal ?? 'NAME_REQUIRED';
        setError(fieldOf(code), { message: code }, { shouldFocus: true });
      }
    } catch {
      notify(t('adminProducts.create.failed'), 'error');
    }
  };

  const imageProblem = formState.errors.imageKeys?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
        {Object.keys(formState.errors).length > 0 && formState.isSubmitted ? (
          <Alert severity="error">{t('adminProducts.create.fix')}</Alert>
        ) : null}
        <Controller
          control={control}
          name="kind"
          render={({ field: { ref, onChange, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              size="small"
              label={t('adminProducts.kind')}
              onChange={(e) => {
                onChange(e.target.value);
                setValue('categoryId', '');
                setValue('step', e.target.value === 'saree' ? 1 : 0.5);
              }}
              slotProps={{ select: { native: true } }}
            >
              <option value="fabric">{t('adminProducts.kinds.FABRIC')}</option>
              <option value="saree">{t('adminProducts.kinds.SAREE')}</option>
            </TextField>
          )}
        />
        <Texts control={control} name="name" />
        {text('slug', t('adminProducts.slug'), { help: t('adminProducts.create.slugHelp') })}
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setValue('slug', slugFrom(getValues('name.en')), { shouldValidate: true })}
        >
          {t('adminProducts.create.slugFromName')}
        </Button>
        <Controller
          control={control}
          name="categoryId"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              required
              size="small"
              label={t('adminProducts.create.category')}
              error={!!fieldState.error}
              helperText={fieldState.error ? t(`adminProducts.refusals.${fieldState.error.message}`) : undefined}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('adminProducts.create.chooseCategory')}</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </TextField>
          )}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {text('price', t('adminProducts.priceRupees'), { decimal: true })}
          {text('mrp', t('adminProducts.mrpRupees'), { decimal: true })}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {kind === 'fabric' ? (
            <Controller
              control={control}
              name="step"
              render={({ field: { ref, onChange, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  select
                  size="small"
                  label={t('adminProducts.create.step')}
                  sx={{ flex: '1 1 200px' }}
                  onChange={(e) => onChange(Number(e.target.value))}
                  error={!!fieldState.error}
                  helperText={fieldState.error ? t(`adminProducts.refusals.${fieldState.error.message}`) : undefined}
                  slotProps={{ select: { native: true } }}
                >
                  {fabricSteps.map((s) => (
                    <option key={s} value={s}>
                      {t('adminProducts.create.metres', { count: s })}
                    </option>
                  ))}
                </TextField>
              )}
            />
          ) : null}
          {text(
            'stock',
            kind === 'fabric'
              ? t('adminProducts.stockMetres', { step: getValues('step') })
              : t('adminProducts.stockPieces'),
            { decimal: true },
          )}
        </Stack>
        <Texts control={control} name="description" multiline />
        <Texts control={control} name="care" multiline />
        <Controller
          control={control}
          name="imageKeys"
          render={({ field: { value, onChange } }) => (
            <PicturePicker keys={value} onChange={onChange} problem={imageProblem} />
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field: { ref, value, onChange, ...field } }) => (
            <FormControlLabel
              label={t('adminProducts.publishedLabel')}
              control={
                <Checkbox
                  {...field}
                  slotProps={{ input: { ref } }}
                  checked={value}
                  onChange={(e) => onChange(e.target.checked)}
                />
              }
            />
          )}
        />
        <Button type="submit" variant="contained" disabled={fetching} sx={{ alignSelf: 'flex-start' }}>
          {t('adminProducts.create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
