import type { TFunction } from '../client/i18n/react';
import type { Language } from '../i18n/settings';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './cart/CartButton';
import { WishlistLink } from './wishlist/WishlistLink';
import { SearchForm } from './catalog/SearchForm';
import { LateCurrencyPicker, LateLanguageSwitcher } from './late-shell';
import { navLinks } from './nav-links';
import { RouterLink } from './RouterLink';
import s from './shell.module.css';

export function SiteHeader({ t, lng, storeName }: { t: TFunction; lng: Language; storeName: string }) {
  // In the order a phone shows them (the logo with the account, the wishlist and the cart, the language and currency
  // row, nav, search), so Tab follows the rows; on wide screens the CSS places the preferences and the
  // tools last and `reading-flow` keeps Tab in that visual order where supported. The first row alone
  // stays pinned on phones (HeaderPin, started after hydration), the cart count with it.
  return (
    <header className={s.header} data-pin>
      <div className={s.headerInner}>
        <RouterLink href="/" aria-label={t('a11y.home', { store: storeName })} className={s.logo}>
          {storeName}
        </RouterLink>
        <div className={s.tools} data-pin-row>
          <AccountMenu />
          <WishlistLink />
          <CartButton />
        </div>
        <div className={s.prefs}>
          <LateLanguageSwitcher current={lng} />
          <LateCurrencyPicker />
        </div>
        <nav aria-label={t('a11y.mainNav')} className={s.nav}>
          <ul>
            {navLinks.map((l) => (
              <li key={l.href}>
                <RouterLink href={l.href} className={s.navLink}>
                  {t(l.label)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.search}>
          <SearchForm t={t} id="site-search" compact name={t('a11y.siteSearch')} />
        </div>
      </div>
    </header>
  );
}
