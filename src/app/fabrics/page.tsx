import { CategoryListingPage, categoryMetadata } from '../../components/catalog/CategoryListingPage';
import type { SearchParams } from '../../components/catalog/listing-params';

type Props = { searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ searchParams }: Props) => categoryMetadata('fabrics', await searchParams);

export default async function Page({ searchParams }: Props) {
  return <CategoryListingPage slug="fabrics" kind="FABRIC" searchParams={await searchParams} />;
}
