import { CategoryListingPage, categoryMetadata } from '../../components/catalog/CategoryListingPage';
import type { SearchParams } from '../../components/catalog/listing-params';
import { PageStrings } from '../../components/PageStrings';
import { RouterLink } from '../../components/RouterLink';
import c from '../../components/catalog/page.module.css';
import { currentLanguage, serverT } from '../../i18n/server';

type Props = { searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ searchParams }: Props) => categoryMetadata('tailoring', await searchParams);

export default async function Page({ searchParams }: Props) {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['wishlist']} />
      <CategoryListingPage
        slug="tailoring"
        kind="SERVICE"
        searchParams={await searchParams}
        intro={
          <p className={c.note}>
            {t('tailoring.consultation')}{' '}
            <RouterLink href="/get-in-touch" className={c.link}>
              {t('tailoring.consultLink')}
            </RouterLink>
          </p>
        }
      />
    </>
  );
}
