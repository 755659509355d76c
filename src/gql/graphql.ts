/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AttributeFilter = {
  code: string;
  /** Value slugs; any of them matches. */
  values: Array<string>;
};

/** Something about the request was adjusted rather than refused; the page tells the shopper. */
export type ListingNotice =
  | 'PAGE_OUT_OF_RANGE'
  | 'PRICE_RANGE_SWAPPED'
  | 'SEARCH_SHORTENED'
  | 'UNKNOWN_FILTER_IGNORED';

export type ProductFilter = {
  /** All attributes must match; values within one are alternatives. */
  attributes?: Array<AttributeFilter> | null | undefined;
  /** Category slug; includes its sub-categories. */
  category?: string | null | undefined;
  collection?: string | null | undefined;
  inStock?: boolean | null | undefined;
  kind?: ProductKind | null | undefined;
  /** Minor units. */
  maxPrice?: number | null | undefined;
  /** Minor units. */
  minPrice?: number | null | undefined;
  search?: string | null | undefined;
};

export type ProductKind =
  | 'FABRIC'
  | 'SAREE'
  | 'SERVICE';

export type ProductSort =
  | 'DISCOUNT'
  | 'FEATURED'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RELEVANCE';

export type SaleUnit =
  | 'METRE'
  | 'PIECE';

export type SendOtpRefusal =
  | 'INVALID_PHONE'
  | 'SMS_FAILED'
  | 'TOO_MANY'
  | 'TOO_SOON';

export type StockState =
  | 'IN_STOCK'
  | 'LOW_STOCK'
  | 'MADE_TO_ORDER'
  | 'OUT_OF_STOCK';

export type CategoryIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryIndexQuery = { categories: Array<{ id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null, children: Array<{ id: string, slug: string, name: string, description: string }> }> };

export type CollectionPageQueryVariables = Exact<{
  slug: string;
}>;


export type CollectionPageQuery = { collection: { id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, collections: Array<{ id: string, slug: string, name: string }> };

export type ContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPageQuery = { store: { name: string, email: string, whatsappNumber: string } };

export type SendOtpMutationVariables = Exact<{
  phone: string;
}>;


export type SendOtpMutation = { userservice: { sendOtp: { ok: boolean, phone: string | null, refusal: SendOtpRefusal | null, retryAfterSeconds: number | null, resendAfterSeconds: number | null } } };

export type VerifyOtpMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type VerifyOtpMutation = { userservice: { verifyOtp: { id_token: string, refresh_token: string, expires_in: number, is_new_user: boolean } } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { banners: Array<{ id: string, slug: string, title: string, description: string, buttonText: string, buttonLink: string, discount: number | null, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } }>, trustBadges: Array<{ id: string, slug: string, icon: string, title: string, description: string }>, categories: Array<{ id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }> };

export type ProductExtrasQueryVariables = Exact<{
  slug: string;
}>;


export type ProductExtrasQuery = { product: { id: string, rating: { average: number, count: number }, reviews: { histogram: Array<{ rating: number, count: number }>, items: Array<{ id: string, author: string, rating: number, title: string, body: string, createdAt: string }> }, related: Array<{ id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } }> } | null };

export type ProductPageQueryVariables = Exact<{
  slug: string;
}>;


export type ProductPageQuery = { product: { description: string, care: string, turnaroundDays: number | null, maxOrderQuantity: number, updatedAt: string, id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, images: Array<{ src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }>, category: { slug: string, name: string, parent: { slug: string, name: string } | null }, attributes: Array<{ attribute: { code: string, name: string }, values: Array<{ slug: string, name: string }> }>, collections: Array<{ slug: string, name: string }>, deliveryEstimate: { earliest: string, latest: string, dispatchDays: number } | null, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } } | null };

export type SitemapQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapQuery = { categories: Array<{ slug: string, children: Array<{ slug: string }> }>, catalogueIndex: { products: Array<{ slug: string, updatedAt: string }>, collections: Array<{ slug: string, updatedAt: string }> } };

export type UpdateProfileMutationVariables = Exact<{
  name: string;
  email?: string | null | undefined;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string | null, email: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, phone: string, name: string | null, email: string | null, roles: Array<string> } | null };

export type LogoutMutationVariables = Exact<{
  everywhere?: boolean | null | undefined;
}>;


export type LogoutMutation = { userservice: { logout: boolean } };

export type CategoryHeadQueryVariables = Exact<{
  slug: string;
}>;


export type CategoryHeadQuery = { category: { id: string, slug: string, name: string, description: string, image: { src: string } | null, children: Array<{ id: string, slug: string, name: string }> } | null };

export type ProductListingQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ProductListingQuery = { products: { total: number, page: number, perPage: number, pageCount: number, sort: ProductSort, search: string | null, notices: Array<ListingNotice>, inStockCount: number, price: { min: { amount: number, currency: string }, max: { amount: number, currency: string } } | null, facets: Array<{ attribute: { id: string, code: string, name: string }, values: Array<{ count: number, selected: boolean, value: { id: string, slug: string, name: string } }> }>, items: Array<{ id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } }> } };

export type ProductCardFieldsFragment = { id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const CategoryIndexDocument = new TypedDocumentString(`
    query CategoryIndex {
  categories {
    id
    slug
    name
    description
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
    children {
      id
      slug
      name
      description
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryIndexQuery, CategoryIndexQueryVariables>;
export const CollectionPageDocument = new TypedDocumentString(`
    query CollectionPage($slug: String!) {
  collection(slug: $slug) {
    id
    slug
    name
    description
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  collections {
    id
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<CollectionPageQuery, CollectionPageQueryVariables>;
export const ContactPageDocument = new TypedDocumentString(`
    query ContactPage {
  store {
    name
    email
    whatsappNumber
  }
}
    `) as unknown as TypedDocumentString<ContactPageQuery, ContactPageQueryVariables>;
export const SendOtpDocument = new TypedDocumentString(`
    mutation SendOtp($phone: String!) {
  userservice {
    sendOtp(phone: $phone) {
      ok
      phone
      refusal
      retryAfterSeconds
      resendAfterSeconds
    }
  }
}
    `) as unknown as TypedDocumentString<SendOtpMutation, SendOtpMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOtp($phone: String!, $code: String!) {
  userservice {
    verifyOtp(phone: $phone, code: $code) {
      id_token
      refresh_token
      expires_in
      is_new_user
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  banners {
    id
    slug
    title
    description
    buttonText
    buttonLink
    discount
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  trustBadges {
    id
    slug
    icon
    title
    description
  }
  categories {
    id
    slug
    name
    description
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
}
    `) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const ProductExtrasDocument = new TypedDocumentString(`
    query ProductExtras($slug: String!) {
  product(slug: $slug) {
    id
    rating {
      average
      count
    }
    reviews(first: 6) {
      histogram {
        rating
        count
      }
      items {
        id
        author
        rating
        title
        body
        createdAt
      }
    }
    related(limit: 8) {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
}`) as unknown as TypedDocumentString<ProductExtrasQuery, ProductExtrasQueryVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($slug: String!) {
  product(slug: $slug) {
    ...ProductCardFields
    description
    care
    turnaroundDays
    maxOrderQuantity
    updatedAt
    images {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
    category {
      slug
      name
      parent {
        slug
        name
      }
    }
    attributes {
      attribute {
        code
        name
      }
      values {
        slug
        name
      }
    }
    collections {
      slug
      name
    }
    deliveryEstimate {
      earliest
      latest
      dispatchDays
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const SitemapDocument = new TypedDocumentString(`
    query Sitemap {
  categories {
    slug
    children {
      slug
    }
  }
  catalogueIndex {
    products {
      slug
      updatedAt
    }
    collections {
      slug
      updatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapQuery, SitemapQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($name: String!, $email: String) {
  updateProfile(name: $name, email: $email) {
    id
    name
    email
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    phone
    name
    email
    roles
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout($everywhere: Boolean) {
  userservice {
    logout(everywhere: $everywhere)
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const CategoryHeadDocument = new TypedDocumentString(`
    query CategoryHead($slug: String!) {
  category(slug: $slug) {
    id
    slug
    name
    description
    image {
      src
    }
    children {
      id
      slug
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryHeadQuery, CategoryHeadQueryVariables>;
export const ProductListingDocument = new TypedDocumentString(`
    query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {
  products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
    total
    page
    perPage
    pageCount
    sort
    search
    notices
    inStockCount
    price {
      min {
        amount
        currency
      }
      max {
        amount
        currency
      }
    }
    facets {
      attribute {
        id
        code
        name
      }
      values {
        count
        selected
        value {
          id
          slug
          name
        }
      }
    }
    items {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
}`) as unknown as TypedDocumentString<ProductListingQuery, ProductListingQueryVariables>;