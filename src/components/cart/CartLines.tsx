'use client';
import { useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import type { TFunction } from '../../client/i18n/react';
import { floorToStep, leadsAttachedTo, lineKey, maxLineQuantity, removeGarment } from '../../lib/cart-rules';
import { LeadDetails } from '../tailoring/LeadDetails';
import tl from '../tailoring/tailoring.module.css';
import { useCartStore } from '../../client/cart/store';
import type { CartCheck, CheckedLine } from '../../client/cart/use-cart-check';
import { Artwork } from '../Artwork';
import { Price } from '../catalog/Price';
import { PriceText, priceSlots } from '../catalog/PriceText';
import { RouterLink } from '../RouterLink';
import { lineApprox } from './cart-approx';
import cl from './cart-line.module.css';
import cp from './cart-page.module.css';
import { isLanguage } from '../../i18n/settings';
import { textLang } from '../catalog/text-lang';
import { trackQuantityChange } from './cart-tracking';

/** What a quantity off the product's step should be instead: the steps just below and above it. */
function badStep(line: CheckedLine, t: TFunction): string {
  const step = line.product?.step ?? 1;
  if (line.product?.unit !== 'METRE') return t('cart.problem.badStep');
  const lower = Math.max(step, floorToStep(line.qty, step));
  return t('cart.problem.badStepMetres', { step, lower, higher: lower + step });
}

function Problem({ line }: { line: CheckedLine }) {
  const { t } = useTranslation();
  if (!line.problem) return null;
  const text = {
    UNAVAILABLE: t('cart.problem.unavailable'),
    OUT_OF_STOCK: t('cart.problem.outOfStock'),
    NOT_ENOUGH_STOCK: t(line.product?.unit === 'METRE' ? 'cart.problem.notEnoughMetres' : 'cart.problem.notEnough', {
      n: line.available ?? 0,
    }),
    BAD_STEP: badStep(line, t),
    // The cap counts every line of the product; maxOrderQuantity is that cap when the shelf holds more.
    OVER_LIMIT: t(line.product?.unit === 'METRE' ? 'cart.problem.overLimitMetres' : 'cart.problem.overLimit', {
      n: line.product?.maxOrderQuantity ?? 0,
    }),
    PRICE_CHANGED: (
      <PriceText
        text={t('cart.problem.priceChanged', priceSlots('from', 'to'))}
        prices={{ from: line.previousPrice, to: line.unitPrice }}
      />
    ),
    TAILORING: t(`tailoring.problem.${line.tailoring?.problem ?? 'UNKNOWN_OPTION'}`),
  }[line.problem];
  return (
    <p className={line.problem === 'PRICE_CHANGED' ? cl.notice : cp.problem} role="status" data-testid="cart-problem">
      {text}
    </p>
  );
}

function Quantity({ line }: { line: CheckedLine }) {
  const { t } = useTranslation();
  const setQty = useCartStore((x) => x.setQty);
  // The cart's own quantity, not the server's last answer (which lags a click or two behind).
  const qty = useCartStore((x) => x.items.find((i) => lineKey(i) === line.key)?.qty ?? line.qty);
  const [draft, setDraft] = useState<string | null>(null);
  const metres = line.product?.unit === 'METRE';
  // Whole pieces, or metres in the fabric's steps (0.25, 0.5 or 1 m).
  const step = line.product?.step ?? 1;
  const max = Math.min(maxLineQuantity, line.product?.maxOrderQuantity ?? maxLineQuantity);
  const name = line.product?.name ?? '';
  const change = (next: number) => {
    // A typed length goes to the nearest step (0 removes the line, as the cart's rule says).
    const q = Number.isFinite(next) ? Math.round(next / step) * step : qty;
    if (q === qty) return;
    trackQuantityChange({ ...line, qty }, q);
    setQty(line.key, q);
  };
  // A typed number counts once it is finished (leaving the field or Enter), not at every keystroke.
  const commit = () => {
    if (draft !== null && draft.trim() !== '') change(Number(draft.replace(',', '.')));
    setDraft(null);
  };
  // A tailoring line is one piece of work; another is another line with its own options.
  if (!line.product || line.tailoring) return null;
  return (
    <div className={cl.qty}>
      <span className={cl.qtyLabel} id={`qty-${line.id}`}>
        {metres ? t('cart.metres') : t('cart.quantity')}
      </span>
      <div className={cl.stepper} role="group" aria-labelledby={`qty-${line.id}`}>
        <button
          type="button"
          onClick={() => change(qty - step)}
          aria-label={t(metres ? 'cart.fewerMetres' : 'cart.fewer', { name, step })}
        >
          −
        </button>
        <input
          type="number"
          inputMode={metres ? 'decimal' : 'numeric'}
          min={step}
          step={step}
          max={max}
          value={draft ?? String(qty)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          aria-label={t(metres ? 'cart.metresOf' : 'cart.quantityOf', { name })}
          data-testid="cart-qty"
        />
        <button
          type="button"
          onClick={() => change(qty + step)}
          disabled={qty + step > max}
          aria-label={t(metres ? 'cart.moreMetres' : 'cart.more', { name, step })}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** Removing a saree or fabric that tailoring is made from asks what becomes of the tailoring. */
function AskAboutLeads({ line, check, onDone }: { line: CheckedLine; check: CartCheck; onDone: () => void }) {
  const { t } = useTranslation();
  const replace = useCartStore((x) => x.replace);
  const name = line.product?.name ?? t('cart.gone');
  const remove = (leads: 'remove' | 'own-fabric') => {
    const items = useCartStore.getState().items;
    trackQuantityChange({ ...line, qty: items.find((i) => lineKey(i) === line.key)?.qty ?? line.qty }, 0);
    if (leads === 'remove') {
      for (const lead of leadsAttachedTo(items, line.id)) {
        const checked = check.lines.find((l) => l.key === lead.key);
        if (checked) trackQuantityChange(checked, 0);
      }
    }
    replace(removeGarment(items, line.id, leads));
    onDone();
  };
  return (
    <div className={tl.ask} role="group" aria-label={t('tailoring.askTitle', { name })} data-testid="ask-leads">
      <p style={{ margin: 0 }}>{t('tailoring.askTitle', { name })}</p>
      <div className={tl.askButtons}>
        <button type="button" onClick={() => remove('remove')} data-testid="remove-with-leads">
          {t('tailoring.removeToo')}
        </button>
        <button type="button" onClick={() => remove('own-fabric')} data-testid="keep-leads">
          {t('tailoring.keepOwnFabric')}
        </button>
        <button type="button" onClick={onDone}>
          {t('tailoring.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The cart's lines as the server priced them, each with its quantity control and a remove button. */
export function CartLines({
  check,
  compact = false,
  onNavigate,
}: {
  check: CartCheck;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  const setQty = useCartStore((x) => x.setQty);
  const items = useCartStore((x) => x.items);
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <ul className={compact ? `${cl.lines} ${cl.compact}` : cl.lines} data-testid="cart-lines">
      {check.lines.map((line) => {
        const p = line.product;
        return (
          <li key={line.key} className={cl.line} data-testid="cart-line" data-problem={line.problem ?? undefined}>
            <div className={cl.thumb}>{p ? <Artwork image={p.thumbnail} alt="" sizes="96px" /> : null}</div>
            <div className={cl.lineBody}>
              {p ? (
                <RouterLink href={`/products/${p.slug}`} className={cl.lineName} onClick={onNavigate}>
                  {p.name}
                </RouterLink>
              ) : (
                <span className={cl.lineName}>{t('cart.gone')}</span>
              )}
              {p ? (
                <p className={cl.lineMeta}>
                  {/* Each a box of its own: a maker's name wrapping inside RTL text broke around the price. */}
                  <bdi lang={textLang(p.brand.name, lng)} className={cl.isolated}>
                    {p.brand.name}
                  </bdi>
                  {line.unitPrice ? (
                    <>
                      {' · '}
                      <bdi className={cl.isolated}>
                        {p.unit === 'METRE' ? (
                          <PriceText
                            text={t('cart.pricePerMetre', priceSlots('price'))}
                            prices={{ price: line.unitPrice }}
                          />
                        ) : (
                          <Price {...line.unitPrice} />
                        )}
                      </bdi>
                    </>
                  ) : null}
                </p>
              ) : null}
              <LeadDetails line={line} check={check} />
              <Problem line={line} />
              <div className={cl.lineActions}>
                <Quantity line={line} />
                <button
                  type="button"
                  className={cl.remove}
                  onClick={() => {
                    if (!line.tailoring && leadsAttachedTo(items, line.id).length > 0) return setAsking(line.key);
                    trackQuantityChange(
                      {
                        ...line,
                        qty: useCartStore.getState().items.find((i) => lineKey(i) === line.key)?.qty ?? line.qty,
                      },
                      0,
                    );
                    setQty(line.key, 0);
                  }}
                  aria-label={t('cart.removeItem', { name: p?.name ?? t('cart.gone') })}
                  data-testid="cart-remove"
                >
                  {t('cart.remove')}
                </button>
              </div>
              {asking === line.key ? <AskAboutLeads line={line} check={check} onDone={() => setAsking(null)} /> : null}
            </div>
            <p className={cl.lineTotal}>
              {line.lineTotal ? <Price {...line.lineTotal} approx={lineApprox(line)} /> : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
