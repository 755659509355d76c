'use client';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../client/i18n/react';
import type { TFunction } from '../../client/i18n/react';
import { announce } from '../../client/announce';
import { focusOn } from '../../client/focus';
import { floorToStep, lineKey } from '../../lib/cart-rules';
import { survivorNear } from '../../lib/survivor';
import { LeadDetails } from '../tailoring/LeadDetails';
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
import { AskAboutLeads, Quantity, RemoveLine } from './CartLineControls';

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

/** The cart's lines as the server priced them, each with its quantity control and a remove button. */
export function CartLines({
  check,
  compact = false,
  onNavigate,
}: {
  check: CartCheck;
  compact?: boolean;
  onNavigate?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  const [asking, setAsking] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const lineElement = (key: string) => listRef.current?.querySelector(`[data-line-key="${CSS.escape(key)}"]`);
  // Lines have left the cart (the store is without them; the server's answer still lists them): focus
  // goes to the line after (or before), or to the cart's heading once none is left, and it is said.
  const removed = (from: CheckedLine) => {
    setAsking(null);
    const left = new Set(useCartStore.getState().items.map(lineKey));
    const keys = check.lines.map((l) => l.key);
    const next = survivorNear(keys, keys.indexOf(from.key), (k) => !left.has(k));
    const heading = listRef.current?.closest('dialog')?.querySelector('h2') ?? document.querySelector('main h1');
    focusOn(next ? lineElement(next)?.querySelector('[data-line-name]') : heading);
    const name = from.product?.name ?? t('cart.gone');
    announce(
      left.size > 0 ? t('cart.announce.removed', { name, count: left.size }) : t('cart.announce.removedLast', { name }),
    );
  };
  const cancelAsking = (key: string) => {
    setAsking(null);
    focusOn(lineElement(key)?.querySelector('[data-line-remove]'));
  };
  return (
    <ul className={compact ? `${cl.lines} ${cl.compact}` : cl.lines} data-testid="cart-lines" ref={listRef}>
      {check.lines.map((line) => {
        const p = line.product;
        return (
          <li
            key={line.key}
            className={cl.line}
            data-testid="cart-line"
            data-line-key={line.key}
            data-problem={line.problem ?? undefined}
          >
            <div className={cl.thumb}>{p ? <Artwork image={p.thumbnail} alt="" sizes="96px" /> : null}</div>
            <div className={cl.lineBody}>
              {p ? (
                <RouterLink href={`/products/${p.slug}`} className={cl.lineName} onClick={onNavigate} data-line-name="">
                  {p.name}
                </RouterLink>
              ) : (
                <span className={cl.lineName} data-line-name="">
                  {t('cart.gone')}
                </span>
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
                <Quantity line={line} onRemoved={removed} />
                <RemoveLine line={line} onAsk={() => setAsking(line.key)} onRemoved={removed} />
              </div>
              {asking === line.key ? (
                <AskAboutLeads line={line} check={check} onRemoved={removed} onCancel={() => cancelAsking(line.key)} />
              ) : null}
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
