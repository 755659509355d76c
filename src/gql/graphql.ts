/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SendOtpRefusal =
  | 'INVALID_PHONE'
  | 'SMS_FAILED'
  | 'TOO_MANY'
  | 'TOO_SOON';

export type CategoryIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryIndexQuery = { categories: Array<{ id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null, children: Array<{ id: string, slug: string, name: string, description: string }> }> };

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