import { graphql } from '../../gql';

// The store's own pages as the server renders them (run in-process, see src/api/executor.ts): the home
// page, a collection, the sitemap and the contact page. Nothing here is private, so the documents live
// beside the browser's.

export const HomePageDocument = graphql(`
  query HomePage {
    runningSales {
      id
      title
      endsAt
      percent
      amountOff {
        amount
      }
      link
    }
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
`);

export const CollectionPageDocument = graphql(`
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
`);

export const SitemapDocument = graphql(`
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
`);

export const ContactPageDocument = graphql(`
  query ContactPage {
    store {
      name
      email
      whatsappNumber
    }
  }
`);
