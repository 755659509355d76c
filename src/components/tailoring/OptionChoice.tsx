'use client';
import { memo } from 'react';
import { useTranslation } from '../../client/i18n/react';
import type { TailoringForQuery } from '../../gql/graphql';
import { Price } from '../catalog/Price';
import { OptionPicture } from './OptionPicture';
import s from './tailoring.module.css';

type Option = TailoringForQuery['tailoringFor'][number]['service']['groups'][number]['options'][number];

/** Chooses `code` (null: none) in a group; keeps its identity across renders. */
export type PickOption = (group: string, code: string | null, multiple: boolean) => void;

/**
 * One choice in a group of the tailoring picker, with its sketch, price and days. Memoised: picking an
 * option renders again only the choices whose state changed, not every sketch of every group.
 */
export const OptionChoice = memo(function OptionChoice({
  group,
  multiple,
  option: o,
  selected,
  off,
  onPick,
}: {
  group: string;
  multiple: boolean;
  option: Option;
  selected: boolean;
  off: boolean;
  onPick: PickOption;
}) {
  const { t } = useTranslation();
  return (
    <label className={s.choice} data-selected={selected} data-disabled={off || undefined}>
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={`g-${group}`}
        value={o.code}
        checked={selected}
        disabled={off}
        onChange={() => onPick(group, o.code, multiple)}
      />
      <OptionPicture picture={o.picture} size={56} />
      <span className={s.choiceName}>{o.name}</span>
      <span className={s.choiceMeta}>
        {o.price.amount > 0 ? (
          <bdi dir="ltr">
            +<Price {...o.price} />
          </bdi>
        ) : (
          t('tailoring.included')
        )}
        {o.extraDays > 0 ? <> · {t('tailoring.plusDays', { count: o.extraDays })}</> : null}
        {o.setsMetres ? (
          <>
            {' '}
            · <bdi dir="ltr">{t('tailoring.metres', { n: o.metres })}</bdi>
          </>
        ) : null}
      </span>
    </label>
  );
});

/** The "none" choice of an optional single-choice group. */
export const NoneChoice = memo(function NoneChoice({
  group,
  selected,
  onPick,
}: {
  group: string;
  selected: boolean;
  onPick: PickOption;
}) {
  const { t } = useTranslation();
  return (
    <label className={s.choice} data-selected={selected}>
      <input type="radio" name={`g-${group}`} checked={selected} onChange={() => onPick(group, null, false)} />
      <OptionPicture picture="none" size={56} />
      <span className={s.choiceName}>{t('tailoring.none')}</span>
    </label>
  );
});
