'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { announce } from '../../client/announce';
import { useCartStore } from '../../client/cart/store';
import type { CartCheck, CheckedLine } from '../../client/cart/use-cart-check';
import { focusOn } from '../../client/focus';
import { leadsAttachedTo, lineKey, maxLineQuantity, removeGarment } from '../../lib/cart-rules';
import tl from '../tailoring/tailoring.module.css';
import cl from './cart-line.module.css';
import { trackQuantityChange } from './cart-tracking';

/** The cart's own quantity of a line, not the server's last answer (which lags a click or two behind). */
const storedQty = (line: CheckedLine) =>
  useCartStore.getState().items.find((i) => lineKey(i) === line.key)?.qty ?? line.qty;

/**
 * A line's quantity: − and + in the product's steps, or a number typed. Each change is said aloud; down
 * to nothing removes the line, which `onRemoved` then tells (and moves focus from).
 */
export function Quantity({ line, onRemoved }: { line: CheckedLine; onRemoved(line: CheckedLine): void }) {
  const { t } = useTranslation();
  const setQty = useCartStore((x) => x.setQty);
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
    if (q <= 0) onRemoved(line);
    else announce(t(metres ? 'cart.announce.metres' : 'cart.announce.quantity', { name, n: q }));
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

/**
 * Removing a saree or fabric that tailoring is made from asks what becomes of the tailoring. The question
 * takes focus when it opens; Cancel hands it back to the Remove button that asked (`onCancel`).
 */
export function AskAboutLeads({
  line,
  check,
  onRemoved,
  onCancel,
}: {
  line: CheckedLine;
  check: CartCheck;
  onRemoved(line: CheckedLine): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const replace = useCartStore((x) => x.replace);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focusOn(ref.current);
  }, []);
  const name = line.product?.name ?? t('cart.gone');
  const remove = (leads: 'remove' | 'own-fabric') => {
    const items = useCartStore.getState().items;
    trackQuantityChange({ ...line, qty: storedQty(line) }, 0);
    if (leads === 'remove') {
      for (const lead of leadsAttachedTo(items, line.id)) {
        const checked = check.lines.find((l) => l.key === lead.key);
        if (checked) trackQuantityChange(checked, 0);
      }
    }
    replace(removeGarment(items, line.id, leads));
    onRemoved(line);
  };
  return (
    <div
      ref={ref}
      className={tl.ask}
      role="group"
      aria-label={t('tailoring.askTitle', { name })}
      data-testid="ask-leads"
    >
      <p style={{ margin: 0 }}>{t('tailoring.askTitle', { name })}</p>
      <div className={tl.askButtons}>
        <button type="button" onClick={() => remove('remove')} data-testid="remove-with-leads">
          {t('tailoring.removeToo')}
        </button>
        <button type="button" onClick={() => remove('own-fabric')} data-testid="keep-leads">
          {t('tailoring.keepOwnFabric')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('tailoring.cancel')}
        </button>
      </div>
    </div>
  );
}

/** A line's Remove: asks first when tailoring is made from it, else removes it at once. */
export function RemoveLine({
  line,
  onAsk,
  onRemoved,
}: {
  line: CheckedLine;
  onAsk(): void;
  onRemoved(line: CheckedLine): void;
}) {
  const { t } = useTranslation();
  const setQty = useCartStore((x) => x.setQty);
  const name = line.product?.name ?? t('cart.gone');
  return (
    <button
      type="button"
      className={cl.remove}
      onClick={() => {
        if (!line.tailoring && leadsAttachedTo(useCartStore.getState().items, line.id).length > 0) return onAsk();
        trackQuantityChange({ ...line, qty: storedQty(line) }, 0);
        setQty(line.key, 0);
        onRemoved(line);
      }}
      aria-label={t('cart.removeItem', { name })}
      data-line-remove=""
      data-testid="cart-remove"
    >
      {t('cart.remove')}
    </button>
  );
}
