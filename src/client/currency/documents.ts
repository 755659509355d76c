import { graphql } from '../../gql';

// The rates prices may be shown at (a shared storefront read, cached like the catalogue's), a shopper's
// choice kept on the account, and the back office's rates and an admin's new rate.

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

export const AdminCurrencyRatesDocument = graphql(`
  query AdminCurrencyRates {
    adminCurrencyRates {
      code
      inrPerUnit
      asOf
      version
      updatedAt
      updatedByName
    }
  }
`);

export const UpdateCurrencyRateDocument = graphql(`
  mutation UpdateCurrencyRate($code: String!, $inrPerUnit: Float!, $asOf: String!, $expectedVersion: Int!) {
    updateCurrencyRate(code: $code, inrPerUnit: $inrPerUnit, asOf: $asOf, expectedVersion: $expectedVersion) {
      ok
      refusal
      rate {
        code
        inrPerUnit
        asOf
        version
      }
    }
  }
`);
