import { currentLanguage, serverT } from '../../i18n/server';
import c from '../../components/catalog/page.module.css';
import s from './wishlist.module.css';
import { pageMetadata } from '../../components/page-metadata';
import { WishlistView } from './WishlistView';
import { PageStrings } from '../../components/PageStrings';

export const generateMetadata = () => pageMetadata('wishlist', { path: '/wishlist' });

/** Open to everyone: a signed-out shopper's list is kept in their browser and shown from it. */
export default async function WishlistPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <div className={c.container}>
      <PageStrings lng={lng} sections={['product', 'wishlist']} />
      <h1 className={c.h1}>{t('wishlist.title')}</h1>
      {/* Holds the footer below the first screen while the list is read and priced (no layout shift). */}
      <div className={s.area}>
        <WishlistView />
      </div>
    </div>
  );
}
