'use client';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useDialogStore } from '../../client/cart/store';
import { useCartCheck } from '../../client/cart/use-cart-check';
import { ApproxNote, ChargedNote } from '../catalog/ApproxNote';
import { LiveRegion } from '../LiveRegion';
import { Price } from '../catalog/Price';
import { iconPaths } from '../icon-paths';
import { RouterLink } from '../RouterLink';
import ca from './cart-actions.module.css';
import cp from './cart-page.module.css';
import dr from './drawer.module.css';
import { approxOfLines } from './cart-approx';
import { CartLines } from './CartLines';

/**
 * The cart at a glance, from the side of the page. A native modal <dialog>: focus stays inside, Escape
 * and the backdrop close it, and focus returns to the cart button.
 */
export function CartDrawer() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const setOpen = useDialogStore((x) => x.setOpen);
  const added = useDialogStore((x) => x.added);
  // The live region is in the dialog before its text: a region that arrives already filled is not read.
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSaid(added));
    return () => cancelAnimationFrame(frame);
  }, [added]);
  const { ready, items, check, failed } = useCartCheck();
  // Closed through the dialog itself (not by unmounting it), so the browser returns focus to the
  // control that opened it, as Escape does; removing an open dialog dropped focus to <body>.
  const close = () => ref.current?.close();
  // A link to another page closes the drawer without handing focus back to the cart button: focus
  // left there read as if the new page had put it there, and stayed in the header (FocusOnNavigate
  // moves it to the new page's heading only from the page itself or the link).
  const leave = (e: MouseEvent<HTMLAnchorElement>) => {
    close();
    if (e.currentTarget.pathname !== window.location.pathname) (document.activeElement as HTMLElement | null)?.blur();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={dr.drawer}
      aria-labelledby="cart-drawer-title"
      onClose={() => setOpen(false)}
      onClick={(e) => e.target === ref.current && close()}
      data-testid="cart-drawer"
    >
      <div className={dr.drawerInner}>
        <div className={dr.drawerHead}>
          <h2 id="cart-drawer-title">{t('cart.title')}</h2>
          <button type="button" className={dr.close} onClick={close} aria-label={t('cart.close')}>
            ×
          </button>
        </div>
        {/* What removing a line or changing a quantity says (announce()): the page's own region is
            inert behind the modal dialog. */}
        <LiveRegion testId="cart-live-region" />
        {/* What was just added: in the drawer's flow, so it hides none of the lines, and inside the modal
            dialog, where screen readers can reach it (a notice outside was inert behind it). */}
        <p role="status" className={said ? dr.added : dr.addedEmpty} data-testid="cart-added">
          {said ? (
            <>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={iconPaths.check} />
              </svg>
              <span>{said}</span>
            </>
          ) : null}
        </p>
        {!ready || (!check && !failed) ? (
          <p role="status">{t('cart.loading')}</p>
        ) : failed && !check ? (
          <p role="alert">{t('cart.checkFailed')}</p>
        ) : items.length === 0 || !check ? (
          <div className={cp.empty}>
            <p>{t('cart.empty')}</p>
            <RouterLink href="/sarees" className="outlined-button" onClick={leave}>
              {t('cart.browse')}
            </RouterLink>
          </div>
        ) : (
          <>
            <div className={dr.drawerBody}>
              <CartLines check={check} compact onNavigate={leave} />
            </div>
            <div className={dr.drawerFoot}>
              <p className={cp.subtotal}>
                <span>{t('cart.subtotal')}</span>
                <strong data-testid="drawer-subtotal">
                  <Price {...check.subtotal} approx={approxOfLines(check.lines, check.subtotal)} />
                </strong>
              </p>
              <ChargedNote money={check.subtotal} />
              <ApproxNote />
              {check.ok ? (
                <RouterLink href="/checkout" className={ca.primary} onClick={leave}>
                  {t('cart.checkout')}
                </RouterLink>
              ) : (
                <p className={cp.problem} role="alert">
                  {t('cart.fixFirst')}
                </p>
              )}
              <RouterLink href="/cart" className={ca.secondary} onClick={leave}>
                {t('cart.viewCart')}
              </RouterLink>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
