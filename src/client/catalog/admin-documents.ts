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
      # Read for one product only: its links cost a statement each, too many for a page of the list.
      categoryId
      collectionIds
      attributeValueIds
      imageKeys
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
    $imageKeys: [String!]
    $categoryId: Int
    $collectionIds: [Int!]
    $attributeValueIds: [Int!]
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
      imageKeys: $imageKeys
      categoryId: $categoryId
      collectionIds: $collectionIds
      attributeValueIds: $attributeValueIds
    ) {
      ok
      refusal
      product {
        ...AdminProductFields
        categoryId
        collectionIds
        attributeValueIds
        imageKeys
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

export const ProductPlacesDocument = graphql(`
  query ProductPlaces {
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
    adminCollections {
      id
      name {
        en
        hi
        ar
      }
    }
    adminAttributes {
      id
      code
      name {
        en
        hi
        ar
      }
      values {
        id
        name {
          en
          hi
          ar
        }
      }
    }
  }
`);
