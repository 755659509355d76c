import { graphql } from '../../gql';

// The rates prices may be shown at (a shared storefront read, cached like the catalogue's), a shopper's
// choice kept on the account, and an admin's new rate.

export const CurrencyRatesDocument = graphql(`
  query CurrencyRates {
    currencyRates {
      code
      inrPerUnit
      asOf
      version
    }
  }
`);

export const SetDisplayCurrencyDocument = graphql(`
  mutation SetDisplayCurrency($code: String!) {
    setDisplayCurrency(code: $code) {
      ok
      displayCurrency
      refusal
    }
  }
`);
