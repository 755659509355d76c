import { CategoryListingPage, categoryMetadata } from '../../components/catalog/CategoryListingPage';
import type { SearchParams } from '../../components/catalog/listing-params';
import { PageStrings } from '../../components/PageStrings';
import { currentLanguage } from '../../i18n/server';

type Props = { searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ searchParams }: Props) => categoryMetadata('fabrics', await searchParams);

export default async function Page({ searchParams }: Props) {
  const lng = await currentLanguage();
  return (
    <>
      <PageStrings lng={lng} sections={['wishlist']} />
      <CategoryListingPage slug="fabrics" kind="FABRIC" searchParams={await searchParams} />
    </>
  );
}
