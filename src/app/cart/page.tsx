import { currentLanguage, serverT } from '../../i18n/server';
import c from '../../components/catalog/catalog.module.css';
import { pageMetadata } from '../page-metadata';
import { CartView } from './CartView';

export const generateMetadata = () => pageMetadata('cart', { path: '/cart' });

export default async function CartPage() {
  const t = await serverT(await currentLanguage());
  return (
    <div className={c.container}>
      <h1 className={c.h1}>{t('cart.title')}</h1>
      <CartView />
    </div>
  );
}
