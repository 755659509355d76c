'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { SaveCollectionDocument } from '../../../../client/admin-catalogue/documents';
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
import { collectionFormSchema, formTexts, type CollectionFormValues } from '../../../../lib/catalogue-admin-form';

export type CollectionRow = AdminTaxonomyQuery['adminCollections'][number];
const resolver = zodResolver(collectionFormSchema);

/** Creates (no row) or edits a collection: names and description in three languages, address, place. */
export function CollectionDialog({
  row,
  onClose,
  onSaved,
}: {
  row: CollectionRow | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, run } = useSave();
  const [, save] = useMutation(asDocument(SaveCollectionDocument));
  const { control, handleSubmit, formState } = useForm<CollectionFormValues>({
    resolver,
    defaultValues: {
      slug: row?.slug ?? '',
      position: row?.position ?? 0,
      name: formTexts(row?.name ?? { en: '' }),
      description: formTexts(row?.description ?? { en: '' }),
    },
  });
  const submit = handleSubmit((v) =>
    run(
      async () =>
        dataOf(
          await save(
            { input: { id: row?.id ?? null, expectedVersion: row?.version ?? null, ...v } },
            staffContext.admin,
          ),
        ).saveCollection,
      onSaved,
    ),
  );
  return (
    <EditDialog
      title={
        row
          ? t('adminCatalogue.collection.edit', { name: inLanguage(row.name, i18n.language) })
          : t('adminCatalogue.collection.new')
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
        problem={formState.errors.name?.message}
      />
      <PlainField
        control={control}
        name="slug"
        label={t('adminCatalogue.field.slug')}
        help={t('adminCatalogue.field.slugHelp')}
      />
      <PositionField control={control} name="position" />
      <TextsFields
        control={control}
        name="description"
        label={t('adminCatalogue.field.description')}
        multiline
        required={false}
        maxLength={adminTextLimits.description}
        problem={formState.errors.description?.message}
      />
    </EditDialog>
  );
}
