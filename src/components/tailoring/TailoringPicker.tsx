'use client';
import {
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { track } from '../../client/analytics/data-layer';
import { events } from '../../client/analytics/events';
import { rememberPrices, useCartStore, useDialogStore } from '../../client/cart/store';
import { useCartCheck } from '../../client/cart/use-cart-check';
import { useWarmFormats } from './warm-formats';
import { useHandFocus } from '../../client/focus';
import { asDocument } from '../../client/graphql/document';
import { TailoringForDocument } from '../../client/tailoring/documents';
import type { TailoringForQuery } from '../../gql/graphql';
import { addItem, addLead, newLineKey } from '../../lib/cart-rules';
import { formatCalendarDate } from '../../lib/dates';
import { Price } from '../catalog/Price';
import { usePriceText } from '../catalog/use-price-text';
import { trackedItem } from '../catalog/tracking';
import { NoneChoice, OptionChoice, type PickOption } from './OptionChoice';
import { blockedBy, clashes, defaultChoice, estimate, missingGroups, needsUnmet } from './picker-rules';
import s from './tailoring.module.css';

type Offer = TailoringForQuery['tailoringFor'][number];
const noOffers: Offer[] = [];

/**
 * The visual option picker. On a saree or fabric page it makes the stitching from that product (added
 * to the cart with it if it is not there yet); on a service's own page the shopper says what it is made
 * from: a saree or fabric already in the cart, or their own fabric. Prices shown here are a preview;
 * the cart and the order are priced by the server.
 */
export function TailoringPicker({
  productId,
  garment,
  fallback = null,
}: {
  productId: string;
  garment: { id: string; kind: 'SAREE' | 'FABRIC'; name: string; price: number } | null;
  /** Shown when the product has no options (a service sold plainly). */
  fallback?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // Opening hands focus to the picker (its loading line, then its heading), closing back to the button:
  // each replaces the other, and focus fell to the page.
  const focus = useHandFocus<'picker' | 'button'>();
  const openOrClose = (next: boolean) => {
    focus.to(next ? 'picker' : 'button');
    setOpen(next);
  };
  const [result] = useQuery({
    query: asDocument(TailoringForDocument),
    variables: { productId },
    pause: !open && garment !== null,
  });
  // The options arrive as a transition: the picker's first render (every group's sketches) is done in
  // slices that give the main thread back, not in one long task.
  const data = useDeferredValue(result.data);
  const error = useDeferredValue(result.error);
  useWarmFormats(i18n.language);
  const offers = data?.tailoringFor ?? noOffers;
  const [serviceId, setServiceId] = useState<string | null>(null);
  const offer = offers.find((o) => o.product.id === serviceId) ?? offers[0] ?? null;
  // The choice starts at the offer's defaults, set in the same render as the offer (an effect did it
  // after, rendering every group twice), and starts again when another offer (or answer) comes.
  const [choice, setChoice] = useState<{ offer: Offer | null; chosen: Record<string, string[]> }>({
    offer: null,
    chosen: {},
  });
  if (offer && choice.offer !== offer) setChoice({ offer, chosen: defaultChoice(offer.service) });
  const chosen = choice.offer === offer ? choice.chosen : {};
  const setChosen = useCallback<Dispatch<SetStateAction<Record<string, string[]>>>>(
    (next) => setChoice((c) => ({ ...c, chosen: typeof next === 'function' ? next(c.chosen) : next })),
    [],
  );

  if (offers.length === 0 && data) return <>{fallback}</>;
  if (garment && !open) {
    return (
      <button
        ref={focus.ref('button')}
        type="button"
        className={s.secondary}
        onClick={() => openOrClose(true)}
        aria-expanded={false}
        data-testid="open-tailoring"
      >
        {t('tailoring.addBlouse')}
      </button>
    );
  }
  if (error) return <p role="alert">{t('tailoring.loadFailed')}</p>;
  if (!offer)
    return (
      <p role="status" ref={focus.ref('picker', true)}>
        {t('cart.loading')}
      </p>
    );
  return (
    <Picker
      key={offer.product.id}
      offers={offers}
      offer={offer}
      chosen={chosen}
      setChosen={setChosen}
      onService={setServiceId}
      garment={garment}
      onClose={garment ? () => openOrClose(false) : null}
      headingRef={focus.ref('picker')}
      lng={i18n.language}
    />
  );
}

function Picker({
  offers,
  offer,
  chosen,
  setChosen,
  onService,
  garment,
  onClose,
  headingRef,
  lng,
}: {
  offers: Offer[];
  offer: Offer;
  chosen: Record<string, string[]>;
  setChosen: Dispatch<SetStateAction<Record<string, string[]>>>;
  onService: (id: string) => void;
  garment: { id: string; kind: 'SAREE' | 'FABRIC'; name: string; price: number } | null;
  onClose: (() => void) | null;
  headingRef: (el: HTMLElement | null) => void;
  lng: string;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const items = useCartStore((x) => x.items);
  const replace = useCartStore((x) => x.replace);
  const openCart = useDialogStore((x) => x.openAdded);
  const [attach, setAttach] = useState<string>('own');
  const { check } = useCartCheck();
  const { service, product } = offer;
  const codes = Object.values(chosen).flat();
  const blocked = useMemo(() => blockedBy(service, codes), [service, codes]);
  const unmet = [...needsUnmet(service, codes), ...clashes(service, codes)];
  const missing = missingGroups(service, chosen);
  const extra = service.groups.flatMap((g) => g.options).filter((o) => codes.includes(o.code));
  const total = product.price.amount + extra.reduce((n, o) => n + o.price.amount, 0);
  const { days, earliest, latest } = estimate(
    product.turnaroundDays ?? 7,
    extra.map((o) => o.extraDays),
  );
  const canAdd = missing.length === 0 && unmet.length === 0;

  const pick = useCallback<PickOption>(
    (group, code, multiple) =>
      setChosen((chosen) => {
        const now = chosen[group] ?? [];
        const next =
          code === null
            ? []
            : multiple
              ? now.includes(code)
                ? now.filter((x) => x !== code)
                : [...now, code]
              : [code];
        return { ...chosen, [group]: next };
      }),
    [setChosen],
  );

  function add() {
    if (!canAdd) return;
    let next = items;
    const attachTo = garment ? garment.id : attach === 'own' ? null : attach;
    if (garment && !next.some((i) => i.id === garment.id && !i.key)) {
      next = addItem(next, garment.id, 1);
      rememberPrices({ [garment.id]: garment.price });
    }
    const key = newLineKey();
    next = addLead(next, {
      id: product.id,
      qty: 1,
      key,
      tailoring: { options: codes, attachTo, ownFabric: attachTo === null, measurement: null },
    });
    replace(next);
    rememberPrices({ [key]: total });
    track(events.addToCart({ ...trackedItem(product, 1), price: total }));
    onClose?.();
    // Said in the drawer, as Add to cart's is: a notice over the page covered the stitching line it announced.
    openCart(t('tailoring.added', { name: product.name }));
  }

  const garmentsInCart = (check?.lines ?? []).filter(
    (l) => l.product && l.product.kind !== 'SERVICE' && l.key === l.id,
  );
  return (
    <section className={s.picker} aria-labelledby="picker-title" data-testid="tailoring-picker">
      <div className={s.pickerHead}>
        <h2 id="picker-title" className={s.pickerTitle} ref={headingRef}>
          {garment ? t('tailoring.pickerFor', { name: garment.name }) : t('tailoring.pickerTitle')}
        </h2>
        {onClose ? (
          <button type="button" className={s.linkButton} onClick={onClose}>
            {t('tailoring.close')}
          </button>
        ) : null}
      </div>
      {offers.length > 1 ? (
        <label className={s.field}>
          <span>{t('tailoring.service')}</span>
          <select value={product.id} onChange={(e) => onService(e.target.value)} data-testid="tailoring-service">
            {offers.map((o) => (
              <option key={o.product.id} value={o.product.id}>
                {o.product.name} · {priceText(o.product.price)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {service.groups.map((g) => (
        <fieldset key={g.code} className={s.group} data-group={g.code}>
          <legend>
            {g.name} {g.required ? null : <span className={s.optional}>{t('tailoring.optional')}</span>}
          </legend>
          <div className={s.choices}>
            {g.required || g.multiple ? null : (
              <NoneChoice group={g.code} selected={(chosen[g.code] ?? []).length === 0} onPick={pick} />
            )}
            {g.options.map((o) => {
              const selected = (chosen[g.code] ?? []).includes(o.code);
              return (
                <OptionChoice
                  key={o.code}
                  group={g.code}
                  multiple={g.multiple}
                  option={o}
                  selected={selected}
                  off={!selected && blocked.has(o.code)}
                  onPick={pick}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      {!garment ? (
        <label className={s.field}>
          <span>{t('tailoring.madeFrom')}</span>
          <select value={attach} onChange={(e) => setAttach(e.target.value)} data-testid="tailoring-attach">
            <option value="own">{t('tailoring.ownFabric')}</option>
            {garmentsInCart.map((l) => (
              <option key={l.id} value={l.id}>
                {t('tailoring.fromCartLine', { name: l.product!.name })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {unmet.length > 0 ? (
        <p className={s.warn} role="status">
          {t('tailoring.problem.IMPOSSIBLE_COMBINATION')}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p className={s.warn} role="status">
          {t('tailoring.chooseAll', { groups: missing.join(', ') })}
        </p>
      ) : null}
      <div className={s.summary}>
        <p className={s.total} data-testid="tailoring-total">
          <Price amount={total} currency={product.price.currency} />
        </p>
        <p className={s.muted}>
          {t('tailoring.readyIn', { count: days })}{' '}
          {t('product.deliveryWindow', {
            from: formatCalendarDate(earliest, lng),
            to: formatCalendarDate(latest, lng),
          })}
        </p>
        <p className={s.muted}>{t('tailoring.measurementsLater')}</p>
      </div>
      <button type="button" className={s.primary} onClick={add} disabled={!canAdd} data-testid="add-tailoring">
        {garment ? t('tailoring.addWith', { name: product.name }) : t('cart.addService')}
      </button>
    </section>
  );
}
