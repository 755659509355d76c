import type { TFunction } from '../client/i18n/react';
import { calendarDateIn, storeTimeZone } from '../lib/dates';
import { navLinks } from './nav-links';
import { RouterLink } from './RouterLink';
import s from './shell.module.css';

export function SiteFooter({ t, store }: { t: TFunction; store: { name: string; email: string; whatsapp: string } }) {
  return (
    <footer className={s.footer}>
      <div className={s.footerInner}>
        <div className={s.footerGrid}>
          <div>
            <p className={s.footerName}>{store.name}</p>
            <p className={s.footerAbout}>{t('footer.about')}</p>
          </div>
          <nav aria-label={t('a11y.footerNav')}>
            <h2 className={s.footerTitle}>{t('footer.shop')}</h2>
            <ul className={s.footerList}>
              {[...navLinks.slice(0, 3), { href: '/category', label: 'nav.categories' } as const].map((l) => (
                <li key={l.href}>
                  <RouterLink href={l.href}>{t(l.label)}</RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={s.footerTitle}>{t('footer.help')}</h2>
            <ul className={s.footerList}>
              <li>
                <RouterLink href="/get-in-touch">{t('footer.contact')}</RouterLink>
              </li>
              <li>
                <a href={`mailto:${store.email}`}>{store.email}</a>
              </li>
              <li>
                <a href={`https://wa.me/${store.whatsapp}`} target="_blank" rel="noopener noreferrer">
                  <bdi dir="ltr">+{store.whatsapp}</bdi>
                </a>
              </li>
            </ul>
          </div>
        </div>
        <p className={s.rights}>
          {t('footer.rights', { year: calendarDateIn(new Date(), storeTimeZone).slice(0, 4), store: store.name })}
        </p>
      </div>
    </footer>
  );
}
