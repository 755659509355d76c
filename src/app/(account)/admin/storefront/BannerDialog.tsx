'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { SaveBannerDocument } from '../../../../client/admin-catalogue/documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { staffContext } from '../../../../client/session/gateway-client';
import { EditDialog } from '../../../../components/admin-catalogue/EditDialog';
import { PlainField, PositionField, SwitchField } from '../../../../components/admin-catalogue/Fields';
import { inLanguage } from '../../../../components/admin-catalogue/refusal';
import { TextsFields } from '../../../../components/admin-catalogue/TextsFields';
import { useSave } from '../../../../components/admin-catalogue/use-save';
import type { AdminStorefrontQuery } from '../../../../gql/graphql';
import { adminTextLimits } from '../../../../lib/catalogue-admin';
import { bannerFormSchema, formTexts, type BannerFormValues } from '../../../../lib/catalogue-admin-form';

export type BannerRow = AdminStorefrontQuery['adminBanners'][number];
const resolver = zodResolver(bannerFormSchema);

/** The input a banner is saved with, from the form (or from the row itself, for a toggle or a move). */
export function bannerInput(row: BannerRow | null, v: BannerFormValues) {
  return {
    id: row?.id ?? null,
    expectedVersion: row?.version ?? null,
    ...v,
    discount: v.discount.trim() === '' ? null : Number(v.discount),
  };
}

export function bannerValues(row: BannerRow): BannerFormValues {
  return {
    slug: row.slug,
    position: row.position,
    title: formTexts(row.title),
    description: formTexts(row.description),
    buttonText: formTexts(row.buttonText),
    buttonLink: row.buttonLink,
    imageKey: row.imageKey,
    discount: row.discount === null || row.discount === undefined ? '' : String(row.discount),
    active: row.active,
  };
}

/** Creates (no row) or edits a home-page banner; its link must lead to a page of the store. */
export function BannerDialog({
  row,
  images,
  onClose,
  onSaved,
}: {
  row: BannerRow | null;
  images: readonly string[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, run } = useSave();
  const [, save] = useMutation(asDocument(SaveBannerDocument));
  const empty = { en: '', hi: '', ar: '' };
  const { control, handleSubmit, formState } = useForm<BannerFormValues>({
    resolver,
    defaultValues: row
      ? bannerValues(row)
      : {
          slug: '',
          position: 0,
          title: empty,
          description: empty,
          buttonText: empty,
          buttonLink: '/',
          imageKey: images[0] ?? '',
          discount: '',
          active: false,
        },
  });
  const submit = handleSubmit((v) =>
    run(async () => dataOf(await save({ input: bannerInput(row, v) }, staffContext.admin)).saveBanner, onSaved),
  );
  const texts = (name: 'title' | 'description' | 'buttonText', max: number, multiline = false) => (
    <TextsFields
      control={control}
      name={name}
      label={t(`adminCatalogue.field.${name}`)}
      maxLength={max}
      multiline={multiline}
      problem={formState.errors[name]?.message}
    />
  );
  return (
    <EditDialog
      title={
        row
          ? t('adminCatalogue.banner.edit', { name: inLanguage(row.title, i18n.language) })
          : t('adminCatalogue.banner.new')
      }
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {texts('title', adminTextLimits.name)}
      {texts('description', adminTextLimits.description, true)}
      {texts('buttonText', 40)}
      <PlainField
        control={control}
        name="buttonLink"
        label={t('adminCatalogue.field.buttonLink')}
        help={t('adminCatalogue.banner.linkHelp')}
        maxLength={200}
      />
      <PlainField
        control={control}
        name="slug"
        label={t('adminCatalogue.field.slug')}
        help={t('adminCatalogue.field.slugHelp')}
      />
      <Controller
        control={control}
        name="imageKey"
        render={({ field: { ref, ...field } }) => (
          <TextField {...field} inputRef={ref} select size="small" label={t('adminCatalogue.field.image')} required>
            {images.map((key) => (
              <MenuItem key={key} value={key} dir="ltr">
                {key}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <PlainField
        control={control}
        name="discount"
        label={t('adminCatalogue.field.discount')}
        help={t('adminCatalogue.banner.discountHelp')}
        maxLength={2}
        required={false}
      />
      <PositionField control={control} name="position" />
      <SwitchField control={control} name="active" label={t('adminCatalogue.field.active')} />
    </EditDialog>
  );
}
