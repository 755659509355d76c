/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n": typeof types.CategoryIndexDocument,
    "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    collections { id slug name }\n  }\n": typeof types.CollectionPageDocument,
    "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n": typeof types.ContactPageDocument,
    "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { id_token refresh_token expires_in is_new_user } }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating { average count }\n      reviews(first: 6) {\n        histogram { rating count }\n        items { id author rating title body createdAt }\n      }\n      related(limit: 8) { ...ProductCardFields }\n    }\n  }\n": typeof types.ProductExtrasDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      updatedAt\n      images { src srcSetAvif srcSetWebp width height }\n      category { slug name parent { slug name } }\n      attributes { attribute { code name } values { slug name } }\n      collections { slug name }\n      deliveryEstimate { earliest latest dispatchDays }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query Sitemap {\n    categories { slug children { slug } }\n    catalogueIndex {\n      products { slug updatedAt }\n      collections { slug updatedAt }\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { id name email }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query Me {\n    me { id phone name email roles }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n": typeof types.LogoutDocument,
    "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src }\n      children { id slug name }\n    }\n  }\n": typeof types.CategoryHeadDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price { min { amount currency } max { amount currency } }\n      facets {\n        attribute { id code name }\n        values { count selected value { id slug name } }\n      }\n      items { ...ProductCardFields }\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price { amount currency }\n    mrp { amount currency }\n    brand { name verified }\n    category { name }\n    rating { average count }\n    thumbnail { src srcSetAvif srcSetWebp width height }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n": types.CategoryIndexDocument,
    "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    collections { id slug name }\n  }\n": types.CollectionPageDocument,
    "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n": types.ContactPageDocument,
    "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n": types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { id_token refresh_token expires_in is_new_user } }\n  }\n": types.VerifyOtpDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": types.HomePageDocument,
    "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating { average count }\n      reviews(first: 6) {\n        histogram { rating count }\n        items { id author rating title body createdAt }\n      }\n      related(limit: 8) { ...ProductCardFields }\n    }\n  }\n": types.ProductExtrasDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      updatedAt\n      images { src srcSetAvif srcSetWebp width height }\n      category { slug name parent { slug name } }\n      attributes { attribute { code name } values { slug name } }\n      collections { slug name }\n      deliveryEstimate { earliest latest dispatchDays }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query Sitemap {\n    categories { slug children { slug } }\n    catalogueIndex {\n      products { slug updatedAt }\n      collections { slug updatedAt }\n    }\n  }\n": types.SitemapDocument,
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { id name email }\n  }\n": types.UpdateProfileDocument,
    "\n  query Me {\n    me { id phone name email roles }\n  }\n": types.MeDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n": types.LogoutDocument,
    "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src }\n      children { id slug name }\n    }\n  }\n": types.CategoryHeadDocument,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price { min { amount currency } max { amount currency } }\n      facets {\n        attribute { id code name }\n        values { count selected value { id slug name } }\n      }\n      items { ...ProductCardFields }\n    }\n  }\n": types.ProductListingDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price { amount currency }\n    mrp { amount currency }\n    brand { name verified }\n    category { name }\n    rating { average count }\n    thumbnail { src srcSetAvif srcSetWebp width height }\n  }\n": types.ProductCardFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n"): typeof import('./graphql').CategoryIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    collections { id slug name }\n  }\n"): typeof import('./graphql').CollectionPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n"): typeof import('./graphql').ContactPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n"): typeof import('./graphql').SendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { id_token refresh_token expires_in is_new_user } }\n  }\n"): typeof import('./graphql').VerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating { average count }\n      reviews(first: 6) {\n        histogram { rating count }\n        items { id author rating title body createdAt }\n      }\n      related(limit: 8) { ...ProductCardFields }\n    }\n  }\n"): typeof import('./graphql').ProductExtrasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      updatedAt\n      images { src srcSetAvif srcSetWebp width height }\n      category { slug name parent { slug name } }\n      attributes { attribute { code name } values { slug name } }\n      collections { slug name }\n      deliveryEstimate { earliest latest dispatchDays }\n    }\n  }\n"): typeof import('./graphql').ProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap {\n    categories { slug children { slug } }\n    catalogueIndex {\n      products { slug updatedAt }\n      collections { slug updatedAt }\n    }\n  }\n"): typeof import('./graphql').SitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { id name email }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me { id phone name email roles }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src }\n      children { id slug name }\n    }\n  }\n"): typeof import('./graphql').CategoryHeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price { min { amount currency } max { amount currency } }\n      facets {\n        attribute { id code name }\n        values { count selected value { id slug name } }\n      }\n      items { ...ProductCardFields }\n    }\n  }\n"): typeof import('./graphql').ProductListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price { amount currency }\n    mrp { amount currency }\n    brand { name verified }\n    category { name }\n    rating { average count }\n    thumbnail { src srcSetAvif srcSetWebp width height }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
