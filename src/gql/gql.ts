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
    "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n": typeof types.ContactPageDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": typeof types.HomePageDocument,
};
const documents: Documents = {
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n": types.CategoryIndexDocument,
    "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n": types.ContactPageDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": types.HomePageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n"): typeof import('./graphql').CategoryIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n"): typeof import('./graphql').ContactPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n"): typeof import('./graphql').HomePageDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
