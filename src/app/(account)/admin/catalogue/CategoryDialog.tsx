'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { SaveCategoryDocument } from '../../../../client/admin-catalogue/documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { staffContext } from '../../../../client/session/gateway-client';
import { EditDialog } from '../../../../components/admin-catalogue/EditDialog';
import { PlainField, PositionField } from '../../../../components/admin-catalogue/Fields';
import { inLanguage } from '../../../../components/admin-catalogue/refusal';
import { TextsFields } from '../../../../components/admin-catalogue/TextsFields';
import { useSave } from '../../../../components/admin-catalogue/use-save';
import type { AdminTaxonomyQuery } from '../../../../gql/graphql';
import { adminTextLimits } from '../../../../lib/catalogue-admin';
import { categoryFormSchema, formTexts, type CategoryFormValues } from '../../../../lib/catalogue-admin-form';

export type CategoryRow = AdminTaxonomyQuery['adminCategories'][number];
const resolver = zodResolver(categoryFormSchema);

/** Creates (no row) or edits a category: names in three languages, address, parent and place. */
export function CategoryDialog({
  row,
  all,
  onClose,
  onSaved,
}: {
  row: CategoryRow | null;
  all: readonly CategoryRow[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, run } = useSave();
  const [, save] = useMutation(asDocument(SaveCategoryDocument));
  const root = row !== null && row.parentId === null;
  const { control, handleSubmit, formState } = useForm<CategoryFormValues>({
    resolver,
    defaultValues: {
      slug: row?.slug ?? '',
      parentId: row ? (row.parentId ?? '') : (all.find((c) => c.parentId === null)?.id ?? ''),
      position: row?.position ?? 0,
      name: formTexts(row?.name ?? { en: '' }),
      description: formTexts(row?.description ?? { en: '' }),
    },
  });
  const problem = (field: keyof CategoryFormValues) => formState.errors[field]?.message;
  const submit = handleSubmit((v) =>
    run(
      async () =>
        dataOf(
          await save(
            {
              input: {
                id: row?.id ?? null,
                expectedVersion: row?.version ?? null,
                slug: v.slug,
                parentId: v.parentId || null,
                position: v.position,
                name: v.name,
                description: v.description,
              },
            },
            staffContext.admin,
          ),
        ).saveCategory,
      onSaved,
    ),
  );
  return (
    <EditDialog
      title={
        row
          ? t('adminCatalogue.category.edit', { name: inLanguage(row.name, i18n.language) })
          : t('adminCatalogue.category.new')
      }
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextsFields
        control={control}
        name="name"
        label={t('adminCatalogue.field.name')}
        maxLength={adminTextLimits.name}
        problem={problem('name')}
      />
      <PlainField
        control={control}
        name="slug"
        label={t('adminCatalogue.field.slug')}
        disabled={root}
        help={root ? t('adminCatalogue.category.rootFixed') : t('adminCatalogue.field.slugHelp')}
      />
      {root ? null : (
        <Controller
          control={control}
          name="parentId"
          render={({ field: { ref, ...field } }) => (
            <TextField {...field} inputRef={ref} select size="small" label={t('adminCatalogue.field.parent')} required>
              {all
                .filter((c) => c.id !== row?.id)
                .map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {inLanguage(c.name, i18n.language)}
                  </MenuItem>
                ))}
            </TextField>
          )}
        />
      )}
      <PositionField control={control} name="position" />
      <TextsFields
        control={control}
        name="description"
        label={t('adminCatalogue.field.description')}
        multiline
        required={false}
        maxLength={adminTextLimits.description}
        problem={problem('description')}
      />
    </EditDialog>
  );
}
