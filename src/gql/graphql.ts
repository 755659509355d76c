/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CategoryIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryIndexQuery = { categories: Array<{ id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null, children: Array<{ id: string, slug: string, name: string, description: string }> }> };

export type ContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPageQuery = { store: { name: string, email: string, whatsappNumber: string } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { banners: Array<{ id: string, slug: string, title: string, description: string, buttonText: string, buttonLink: string, discount: number | null, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } }>, trustBadges: Array<{ id: string, slug: string, icon: string, title: string, description: string }>, categories: Array<{ id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }> };

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