import { graphql } from '../../gql';

// The back office's products: the list, one product to edit, its save and its audit trail.

/** @public Read by `npm run codegen`: the documents below spread it. */
export const AdminProductFields = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    version
    slug
    sku
    kind
    names {
      en
      hi
      ar
    }
    descriptions {
      en
      hi
      ar
    }
    priceMinor
    mrpMinor
    stock
    step
    active
    updatedAt
  }
`);

export const AdminProductsDocument = graphql(`
  query AdminProducts(
    $search: String
    $kind: ProductKind
    $published: Boolean
    $lowStock: Boolean
    $offset: Int
    $limit: Int
  ) {
    adminProducts(
      search: $search
      kind: $kind
      published: $published
      lowStock: $lowStock
      offset: $offset
      limit: $limit
    ) {
      total
      lowStockThreshold
      items {
        ...AdminProductFields
      }
    }
  }
`);

export const AdminProductDocument = graphql(`
  query AdminProduct($id: Int!, $entityId: String!) {
    adminProduct(id: $id) {
      ...AdminProductFields
    }
    auditTrail(entity: "product", entityId: $entityId) {
      id
      actorRole
      action
      before
      after
      at
    }
  }
`);

export const EditProductDocument = graphql(`
  mutation EditProduct(
    $id: Int!
    $version: Int!
    $slug: String!
    $names: LocalizedTextInput!
    $descriptions: LocalizedTextInput!
    $priceMinor: Int!
    $mrpMinor: Int!
    $stock: Float
    $active: Boolean!
  ) {
    editProduct(
      id: $id
      version: $version
      slug: $slug
      names: $names
      descriptions: $descriptions
      priceMinor: $priceMinor
      mrpMinor: $mrpMinor
      stock: $stock
      active: $active
    ) {
      ok
      refusal
      product {
        ...AdminProductFields
      }
    }
  }
`);

export const ProductCategoriesDocument = graphql(`
  query ProductCategories {
    adminCategories {
      id
      slug
      parentId
      name {
        en
        hi
        ar
      }
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      ok
      refusal
      product {
        id
      }
    }
  }
`);
