'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { SaveOptionDocument, SaveOptionGroupDocument } from '../../../../client/admin-catalogue/documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { staffContext } from '../../../../client/session/gateway-client';
import { EditDialog } from '../../../../components/admin-catalogue/EditDialog';
import { PlainField, PositionField, SwitchField } from '../../../../components/admin-catalogue/Fields';
import { inLanguage } from '../../../../components/admin-catalogue/refusal';
import { TextsFields } from '../../../../components/admin-catalogue/TextsFields';
import { useSave } from '../../../../components/admin-catalogue/use-save';
import type { AdminServicesQuery } from '../../../../gql/graphql';
import { adminTextLimits } from '../../../../lib/catalogue-admin';
import {
  formTexts,
  groupFormSchema,
  optionFormSchema,
  rupeesToPaise,
  type GroupFormValues,
  type OptionFormValues,
} from '../../../../lib/catalogue-admin-form';

export type GroupRow = AdminServicesQuery['adminTailoringServices'][number]['groups'][number];
export type OptionRow = GroupRow['options'][number];
const optionResolver = zodResolver(optionFormSchema);
const groupResolver = zodResolver(groupFormSchema);

/** Creates an option in a group (no row) or edits one: names, price in rupees, place, on sale or not. */
export function OptionDialog({
  group,
  row,
  onClose,
  onSaved,
}: {
  group: GroupRow;
  row: OptionRow | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, run } = useSave();
  const [, save] = useMutation(asDocument(SaveOptionDocument));
  const { control, handleSubmit, formState } = useForm<OptionFormValues>({
    resolver: optionResolver,
    defaultValues: {
      code: row?.code ?? '',
      name: formTexts(row?.name ?? { en: '' }),
      price: row ? (row.priceMinor / 100).toFixed(2) : '0',
      position: row?.position ?? group.options.length,
      active: row?.active ?? true,
    },
  });
  const submit = handleSubmit((v) =>
    run(
      async () =>
        dataOf(
          await save(
            {
              input: {
                id: row?.id ?? null,
                groupId: row ? null : group.id,
                expectedVersion: row?.version ?? null,
                code: row ? null : v.code,
                name: v.name,
                priceMinor: rupeesToPaise(v.price),
                position: v.position,
                active: v.active,
              },
            },
            staffContext.admin,
          ),
        ).saveTailoringOption,
      onSaved,
    ),
  );
  return (
    <EditDialog
      title={
        row
          ? t('adminCatalogue.option.edit', { name: inLanguage(row.name, i18n.language) })
          : t('adminCatalogue.option.new', { group: inLanguage(group.name, i18n.language) })
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
        name="price"
        label={t('adminCatalogue.field.price')}
        help={t('adminCatalogue.option.priceHelp')}
        maxLength={10}
      />
      <PlainField
        control={control}
        name="code"
        label={t('adminCatalogue.field.code')}
        help={row ? t('adminCatalogue.option.codeFixed') : t('adminCatalogue.field.slugHelp')}
        disabled={row !== null}
        maxLength={40}
      />
      <PositionField control={control} name="position" />
      <SwitchField control={control} name="active" label={t('adminCatalogue.option.active')} />
    </EditDialog>
  );
}

/** A group's names in three languages, whether a choice is required, its place. */
export function GroupDialog({ row, onClose, onSaved }: { row: GroupRow; onClose(): void; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const { busy, error, run } = useSave();
  const [, save] = useMutation(asDocument(SaveOptionGroupDocument));
  const { control, handleSubmit, formState } = useForm<GroupFormValues>({
    resolver: groupResolver,
    defaultValues: { name: formTexts(row.name), required: row.required, position: row.position },
  });
  const submit = handleSubmit((v) =>
    run(
      async () =>
        dataOf(await save({ input: { id: row.id, expectedVersion: row.version, ...v } }, staffContext.admin))
          .saveTailoringOptionGroup,
      onSaved,
    ),
  );
  return (
    <EditDialog
      title={t('adminCatalogue.group.edit', { name: inLanguage(row.name, i18n.language) })}
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
      <SwitchField control={control} name="required" label={t('adminCatalogue.group.required')} />
      <PositionField control={control} name="position" />
    </EditDialog>
  );
}
