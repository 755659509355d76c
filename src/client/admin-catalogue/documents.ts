import { graphql } from '../../gql';

// The back office's catalogue, home page and tailoring options (admins), and a thing's audit trail.

export const AdminTaxonomyDocument = graphql(`
  query AdminTaxonomy {
    adminCategories {
      id
      slug
      parentId
      position
      version
      name {
        en
        hi
        ar
      }
      description {
        en
        hi
        ar
      }
      productCount
      childCount
    }
    adminCollections {
      id
      slug
      position
      version
      name {
        en
        hi
        ar
      }
      description {
        en
        hi
        ar
      }
      productCount
    }
  }
`);

export const SaveCategoryDocument = graphql(`
  mutation SaveCategory($input: CategoryInput!) {
    saveCategory(input: $input) {
      ok
      refusal
      usedBy {
        products
        categories
      }
    }
  }
`);

export const DeleteCategoryDocument = graphql(`
  mutation DeleteCategory($id: ID!, $expectedVersion: Int!) {
    deleteCategory(id: $id, expectedVersion: $expectedVersion) {
      ok
      refusal
      usedBy {
        products
        categories
      }
    }
  }
`);

export const SaveCollectionDocument = graphql(`
  mutation SaveCollection($input: CollectionInput!) {
    saveCollection(input: $input) {
      ok
      refusal
      usedBy {
        products
        categories
      }
    }
  }
`);

export const DeleteCollectionDocument = graphql(`
  mutation DeleteCollection($id: ID!, $expectedVersion: Int!) {
    deleteCollection(id: $id, expectedVersion: $expectedVersion) {
      ok
      refusal
      usedBy {
        products
        categories
      }
    }
  }
`);

export const AdminStorefrontDocument = graphql(`
  query AdminStorefront {
    adminBanners {
      id
      slug
      position
      version
      title {
        en
        hi
        ar
      }
      description {
        en
        hi
        ar
      }
      buttonText {
        en
        hi
        ar
      }
      buttonLink
      imageKey
      discount
      active
    }
    adminTrustBadges {
      id
      slug
      position
      version
      icon
      title {
        en
        hi
        ar
      }
      description {
        en
        hi
        ar
      }
    }
  }
`);

export const SaveBannerDocument = graphql(`
  mutation SaveBanner($input: BannerInput!) {
    saveBanner(input: $input) {
      ok
      refusal
    }
  }
`);

export const SaveTrustBadgeDocument = graphql(`
  mutation SaveTrustBadge($input: TrustBadgeInput!) {
    saveTrustBadge(input: $input) {
      ok
      refusal
    }
  }
`);

export const DeleteStorefrontItemDocument = graphql(`
  mutation DeleteStorefrontItem($kind: StorefrontItemKind!, $id: ID!, $expectedVersion: Int!) {
    deleteStorefrontItem(kind: $kind, id: $id, expectedVersion: $expectedVersion) {
      ok
      refusal
    }
  }
`);

export const AdminServicesDocument = graphql(`
  query AdminServices {
    adminTailoringServices {
      productId
      slug
      name {
        en
        hi
        ar
      }
      groups {
        id
        code
        required
        multiple
        position
        version
        name {
          en
          hi
          ar
        }
        options {
          id
          code
          priceMinor
          position
          active
          version
          name {
            en
            hi
            ar
          }
        }
      }
    }
  }
`);

export const SaveOptionGroupDocument = graphql(`
  mutation SaveOptionGroup($input: TailoringOptionGroupInput!) {
    saveTailoringOptionGroup(input: $input) {
      ok
      refusal
    }
  }
`);

export const SaveOptionDocument = graphql(`
  mutation SaveOption($input: TailoringOptionInput!) {
    saveTailoringOption(input: $input) {
      ok
      refusal
    }
  }
`);

export const ChangeTrailDocument = graphql(`
  query ChangeTrail($entity: String!, $entityId: String!) {
    auditTrail(entity: $entity, entityId: $entityId) {
      id
      actorId
      actorRole
      action
      before
      after
      at
    }
  }
`);
