'use client';
import { useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { track } from '../../client/analytics/data-layer';
import { notify } from '../../client/notify';
import { rememberPrices, useCartStore, useDialogStore } from '../../client/cart/store';
import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { initialMetres } from '../catalog/metres';
import { LateMetresSelector } from '../catalog/late-catalog';
import { trackedItem } from '../catalog/tracking';
import ca from './cart-actions.module.css';
import cp from './cart-page.module.css';

// Analytics' events are asked for as soon as the page's scripts run, not in its first download; an add
// is pushed once they are here (a microtask after the tap, as a rule). A chunk that cannot load costs the
// event, never the add.
const analytics = typeof window === 'undefined' ? null : import('../../client/analytics/events').catch(() => null);

// A plain object (server components cannot hand GraphQL's null-prototype results to the browser).
type Buyable = Pick<
  ProductCardFieldsFragment,
  'id' | 'sku' | 'kind' | 'name' | 'price' | 'mrp' | 'unit' | 'stockState'
> & { maxOrderQuantity: number; step: number; brand: { name: string } };

/** The product page's buying controls: metres for a fabric, then "Add to cart", which opens the cart. */
export function BuyBox({ p }: { p: Buyable }) {
  const { t } = useTranslation();
  const add = useCartStore((x) => x.add);
  const inCart = useCartStore((x) => x.items.find((i) => i.id === p.id)?.qty ?? 0);
  const openAdded = useDialogStore((x) => x.openAdded);
  const metresSold = p.unit === 'METRE';
  const [qty, setQty] = useState(metresSold ? initialMetres(p.maxOrderQuantity, p.step) : 1);
  const soldOut = p.stockState === 'OUT_OF_STOCK' || p.maxOrderQuantity < p.step;
  const room = p.maxOrderQuantity - inCart;

  function addToCart() {
    const n = Math.min(qty, room);
    if (n < p.step) {
      notify(t('cart.maxInCart', { n: p.maxOrderQuantity }), 'warning');
      return;
    }
    add(p.id, n);
    rememberPrices({ [p.id]: p.price.amount });
    const item = trackedItem(p, n);
    void analytics?.then((m) => m && track(m.events.addToCart(item)));
    // Said in the drawer it opens: a notice beside it was painted under the modal drawer and left out
    // of what screen readers could reach, and on the cart page it covered the lines.
    openAdded(metresSold ? t('cart.addedMetres', { n, name: p.name }) : t('cart.added', { name: p.name }));
  }

  return (
    <div className={ca.buyBox}>
      {metresSold && !soldOut ? (
        <LateMetresSelector
          price={p.price}
          max={p.maxOrderQuantity}
          step={p.step}
          onChange={setQty}
          labels={{
            metres: t('product.metres'),
            less: t('product.fewerMetres', { step: p.step }),
            more: t('product.moreMetres', { step: p.step }),
            step: t('product.metreStep', { step: p.step }),
            total: t('product.metresTotal', { metres: '__M__', amount: '__A__' }),
            max: t('product.maxMetres', { max: '__X__' }),
          }}
        />
      ) : null}
      {soldOut ? (
        <button type="button" className={`${ca.primary} ${ca.disabled}`} disabled>
          {t('product.soldOut')}
        </button>
      ) : (
        <button type="button" className={ca.primary} onClick={addToCart} data-testid="add-to-cart">
          {p.kind === 'SERVICE' ? t('cart.addService') : t('cart.add')}
        </button>
      )}
      {inCart > 0 ? (
        <p className={cp.muted} role="status">
          {metresSold ? t('cart.inCartMetres', { n: inCart }) : t('cart.inCart', { n: inCart })}
        </p>
      ) : null}
    </div>
  );
}
