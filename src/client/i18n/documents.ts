import { graphql } from '../../gql';

// The header's language, kept on the signed-in shopper's account (the store and messages use it).

export const SetLanguageDocument = graphql(`
  mutation SetLanguage($locale: String!) {
    setLanguage(locale: $locale) {
      ok
      locale
      refusal
    }
  }
`);
