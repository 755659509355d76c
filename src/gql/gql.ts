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
    "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { id_token refresh_token expires_in is_new_user } }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { id name email }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query Me {\n    me { id phone name email roles }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n": types.CategoryIndexDocument,
    "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n": types.ContactPageDocument,
    "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n": types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { id_token refresh_token expires_in is_new_user } }\n  }\n": types.VerifyOtpDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": types.HomePageDocument,
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { id name email }\n  }\n": types.UpdateProfileDocument,
    "\n  query Me {\n    me { id phone name email roles }\n  }\n": types.MeDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n": types.LogoutDocument,
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
export function graphql(source: "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { id name email }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me { id phone name email roles }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n"): typeof import('./graphql').LogoutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
