import { runQuery } from '../../../api/executor';
import { ProductExtrasDocument } from '../../../client/catalog/documents';
import ls from '../../../components/catalog/listing.module.css';
import pg from '../../../components/catalog/page.module.css';
import pp from '../../../components/catalog/product-page.module.css';
import { ProductCard, wideGridCardSizes } from '../../../components/catalog/ProductCard';
import { ProductReviews } from '../../../components/reviews/ProductReviews';
import { serverT } from '../../../i18n/server';
import type { Language } from '../../../i18n/settings';

/** Reviews and related products: streamed after the product itself, which is what a shopper reads first. */
export async function ProductExtras({ slug, lng }: { slug: string; lng: Language }) {
  const t = await serverT(lng);
  const { product } = await runQuery(ProductExtrasDocument, { slug }, { locale: lng });
  if (!product) return null;
  return (
    <>
      <section id="reviews" aria-labelledby="reviews-heading" className={pp.section}>
        <h2 id="reviews-heading" className={pg.h2}>
          {t('product.reviews')}
        </h2>
        <ProductReviews product={product} t={t} lng={lng} />
      </section>
      {product.related.length ? (
        <section aria-labelledby="related-heading" className={pp.section}>
          <h2 id="related-heading" className={pg.h2}>
            {t('product.related')}
          </h2>
          <ul className={`${ls.grid} ${ls.grid4}`}>
            {product.related.map((r) => (
              <li key={r.id}>
                <ProductCard p={r} t={t} lng={lng} sizes={wideGridCardSizes} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
