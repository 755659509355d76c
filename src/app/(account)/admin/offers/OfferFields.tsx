'use client';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../client/i18n/react';
import type { OfferFormValues } from '../../../../lib/offer-form';

const kinds = ['CODE', 'AUTOMATIC', 'SALE'] as const;
const effects = ['PERCENT_OFF', 'AMOUNT_OFF', 'FREE_DELIVERY', 'SERVICE_WITH_SAREE', 'BUY_X_GET_Y'] as const;
const productKinds = ['saree', 'fabric', 'service'] as const;
const flags = [
  'exclusive',
  'stacksWithOffers',
  'stacksWithReduced',
  'stacksWithPoints',
  'coversTailoring',
  'firstOrderOnly',
  'signedInOnly',
] as const;
type TextKey = { [K in keyof OfferFormValues]: OfferFormValues[K] extends string ? K : never }[keyof OfferFormValues];

/** The offer form's fields; `problem` names the field the server refused, with its message. */
export function OfferFields({
  v,
  set,
  problem,
}: {
  v: OfferFormValues;
  set: (patch: Partial<OfferFormValues>) => void;
  problem: { field: TextKey; message: string } | null;
}) {
  const { t } = useTranslation();
  const text = (field: TextKey, extra: { type?: string; help?: string; required?: boolean; ltr?: boolean } = {}) => (
    <TextField
      size="small"
      label={t(`adminOffers.field.${field}`)}
      value={v[field]}
      onChange={(e) => set({ [field]: e.target.value })}
      type={extra.type}
      required={extra.required}
      error={problem?.field === field}
      helperText={problem?.field === field ? problem.message : (extra.help ?? ' ')}
      slotProps={{
        inputLabel: extra.type === 'datetime-local' ? { shrink: true } : undefined,
        htmlInput: {
          dir: extra.ltr ? 'ltr' : undefined,
          autoComplete: 'off',
          maxLength: 200,
          ...(extra.type === 'datetime-local' ? { step: 1 } : {}),
        },
      }}
    />
  );
  const percentEffect = v.effect === 'PERCENT_OFF' || v.effect === 'SERVICE_WITH_SAREE' || v.effect === 'BUY_X_GET_Y';
  return (
    <>
      <TextField
        select
        size="small"
        label={t('adminOffers.field.kind')}
        value={v.kind}
        onChange={(e) => set({ kind: e.target.value as OfferFormValues['kind'] })}
        helperText={t(`adminOffers.kindHelp.${v.kind}`)}
      >
        {kinds.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`adminOffers.kind.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('titleEn', { required: true })}
      {text('titleHi')}
      {text('titleAr')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('startsAt', { type: 'datetime-local', required: true, help: t('adminOffers.istHelp') })}
        {text('endsAt', { type: 'datetime-local', help: t('adminOffers.istHelp') })}
      </Stack>
      <TextField
        select
        size="small"
        label={t('adminOffers.field.effect')}
        value={v.effect}
        onChange={(e) => set({ effect: e.target.value as OfferFormValues['effect'] })}
      >
        {effects.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`adminOffers.effect.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {percentEffect ? text('percent', { ltr: true, help: t('adminOffers.percentHelp') }) : null}
      {v.effect === 'AMOUNT_OFF' ? text('amount', { ltr: true, help: t('adminOffers.rupeesHelp') }) : null}
      {v.effect === 'BUY_X_GET_Y' ? (
        <Stack direction="row" spacing={2}>
          {text('buy', { ltr: true })}
          {text('get', { ltr: true })}
        </Stack>
      ) : null}
      {v.kind === 'CODE' ? text('code', { ltr: true, help: t('adminOffers.codeHelp') }) : null}
      {text('minSubtotal', { ltr: true, help: t('adminOffers.rupeesHelp') })}
      <FormLabel component="legend" id="offer-kinds">
        {t('adminOffers.field.kinds')}
      </FormLabel>
      <FormGroup aria-labelledby="offer-kinds" row>
        {productKinds.map((k) => (
          <FormControlLabel
            key={k}
            label={t(`adminOffers.productKind.${k}`)}
            control={
              <Checkbox
                checked={v.kinds.includes(k)}
                onChange={(e) => set({ kinds: e.target.checked ? [...v.kinds, k] : v.kinds.filter((x) => x !== k) })}
              />
            }
          />
        ))}
      </FormGroup>
      {text('productIds', { ltr: true, help: t('adminOffers.idsHelp') })}
      {text('categoryIds', { ltr: true, help: t('adminOffers.idsHelp') })}
      {text('collectionIds', { ltr: true, help: t('adminOffers.idsHelp') })}
      {text('brandIds', { ltr: true, help: t('adminOffers.idsHelp') })}
      {text('valueIds', { ltr: true, help: t('adminOffers.idsHelp') })}
      <FormGroup>
        {flags.map((f) => (
          <FormControlLabel
            key={f}
            label={t(`adminOffers.flag.${f}`)}
            control={<Checkbox checked={v[f]} onChange={(e) => set({ [f]: e.target.checked })} />}
          />
        ))}
      </FormGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('maxUses', { ltr: true })}
        {text('maxUsesPerShopper', { ltr: true })}
        {text('budget', { ltr: true, help: t('adminOffers.rupeesHelp') })}
      </Stack>
    </>
  );
}

export type { TextKey };
