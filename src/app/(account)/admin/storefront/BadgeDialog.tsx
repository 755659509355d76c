'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { SaveTrustBadgeDocument } from '../../../../client/admin-catalogue/documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { staffContext } from '../../../../client/session/gateway-client';
import { EditDialog } from '../../../../components/admin-catalogue/EditDialog';
import { PlainField, PositionField } from '../../../../components/admin-catalogue/Fields';
import { inLanguage } from '../../../../components/admin-catalogue/refusal';
import { TextsFields } from '../../../../components/admin-catalogue/TextsFields';
import { useSave } from '../../../../components/admin-catalogue/use-save';
import type { AdminStorefrontQuery } from '../../../../gql/graphql';
import { adminTextLimits, trustBadgeIcons } from '../../../../lib/catalogue-admin';
import { badgeFormSchema, formTexts, type BadgeFormValues } from '../../../../lib/catalogue-admin-form';

export type BadgeRow = AdminStorefrontQuery['adminTrustBadges'][number];
const resolver = zodResolver(badgeFormSchema);

export function badgeValues(row: BadgeRow): BadgeFormValues {
  return {
    slug: row.slug,
    position: row.position,
    icon: row.icon,
    title: formTexts(row.title),
    description: formTexts(row.description),
  };
}

/** Creates (no row) or edits a trust badge: an icon of the store's set, a title and a line. */
export function BadgeDialog({ row, onClose, onSaved }: { row: BadgeRow | null; onClose(): void; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const { busy, error, run } = useSave();
  const [, save] = useMutation(asDocument(SaveTrustBadgeDocument));
  const empty = { en: '', hi: '', ar: '' };
  const { control, handleSubmit, formState } = useForm<BadgeFormValues>({
    resolver,
    defaultValues: row
      ? badgeValues(row)
      : { slug: '', position: 0, icon: trustBadgeIcons[0], title: empty, description: empty },
  });
  const submit = handleSubmit((v) =>
    run(
      async () =>
        dataOf(
          await save(
            { input: { id: row?.id ?? null, expectedVersion: row?.version ?? null, ...v } },
            staffContext.admin,
          ),
        ).saveTrustBadge,
      onSaved,
    ),
  );
  return (
    <EditDialog
      title={
        row
          ? t('adminCatalogue.badge.edit', { name: inLanguage(row.title, i18n.language) })
          : t('adminCatalogue.badge.new')
      }
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextsFields
        control={control}
        name="title"
        label={t('adminCatalogue.field.title')}
        maxLength={adminTextLimits.name}
        problem={formState.errors.title?.message}
      />
      <TextsFields
        control={control}
        name="description"
        label={t('adminCatalogue.field.description')}
        maxLength={adminTextLimits.description}
        multiline
        problem={formState.errors.description?.message}
      />
      <Controller
        control={control}
        name="icon"
        render={({ field: { ref, ...field } }) => (
          <TextField {...field} inputRef={ref} select size="small" label={t('adminCatalogue.field.icon')} required>
            {trustBadgeIcons.map((icon) => (
              <MenuItem key={icon} value={icon}>
                {t(`adminCatalogue.icon.${icon}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <PlainField
        control={control}
        name="slug"
        label={t('adminCatalogue.field.slug')}
        help={t('adminCatalogue.field.slugHelp')}
      />
      <PositionField control={control} name="position" />
    </EditDialog>
  );
}
