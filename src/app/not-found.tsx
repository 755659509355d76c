import { RouterLink } from '../components/RouterLink';
import { currentLanguage, serverT } from '../i18n/server';
import { pageMetadata } from '../components/page-metadata';
import s from './status-page.module.css';

export const generateMetadata = () => pageMetadata('not-found');

// Plain HTML and CSS: the root not-found boundary is part of every page's payload, so a UI library
// here is downloaded and hydrated on every page, not just on 404s.
export default async function NotFound() {
  const t = await serverT(await currentLanguage());
  return (
    <div className={s.page}>
      <p className={s.code}>404</p>
      <h1 className={s.heading}>{t('notFound.heading')}</h1>
      <p className={s.text}>{t('notFound.text')}</p>
      <div className={`${s.actions} ${s.stacked}`}>
        <RouterLink href="/" className={`${s.button} ${s.contained}`}>
          {t('notFound.home')}
        </RouterLink>
        <RouterLink href="/category" className={`${s.button} ${s.outlined}`}>
          {t('notFound.categories')}
        </RouterLink>
        <RouterLink href="/get-in-touch" className={`${s.button} ${s['text-button']}`}>
          {t('notFound.consult')}
        </RouterLink>
      </div>
    </div>
  );
}
