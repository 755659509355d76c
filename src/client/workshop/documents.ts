import { graphql } from '../../gql';

// Tailoring lines as the shopper follows them on the order page and the workshop works them.

/** @public Read by `npm run codegen`: the documents below spread it. */
export const TailoringJobFields = graphql(`
  fragment TailoringJobFields on TailoringJob {
    id
    version
    orderNumber
    stage
    stageChangedAt
    nextStage
    createdAt
    ownFabric
    awaitsFigures
    canChange
    changeUntil
    changeClosed
    service {
      name
      slug
      qty
      kind
      image {
        src
        srcSetAvif
        srcSetWebp
        width
        height
      }
    }
    garment {
      name
      slug
      qty
      kind
      image {
        src
        srcSetAvif
        srcSetWebp
        width
        height
      }
    }
    options {
      group
      groupName
      code
      name
      price {
        amount
        currency
      }
      extraDays
    }
    measurement {
      kind
      name
      garment
      unit
      takenAt
      values {
        field
        mm
        value
      }
    }
  }
`);

export const OrderTailoringDocument = graphql(`
  query OrderTailoring($number: String!) {
    order(number: $number) {
      number
      status
      tailoringLines {
        ...TailoringJobFields
      }
    }
    store {
      name
      email
      whatsappNumber
    }
  }
`);

export const OrderTailoringUpdatedDocument = graphql(`
  subscription OrderTailoringUpdated($number: String!) {
    orderUpdated(number: $number) {
      number
      status
      tailoringLines {
        ...TailoringJobFields
      }
    }
  }
`);

export const ChangeTailoringMeasurementsDocument = graphql(`
  mutation ChangeTailoringMeasurements(
    $lineId: ID!
    $expectedVersion: Int!
    $values: [MeasurementValueInput!]
    $profileId: ID
  ) {
    changeTailoringMeasurements(
      lineId: $lineId
      expectedVersion: $expectedVersion
      values: $values
      profileId: $profileId
    ) {
      ok
      refusal
      errors {
        code
        field
      }
      line {
        ...TailoringJobFields
      }
    }
  }
`);

export const TailoringQueueDocument = graphql(`
  query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {
    tailoringQueue(stage: $stage, first: $first, offset: $offset) {
      total
      lines {
        ...TailoringJobFields
      }
    }
  }
`);

export const AdvanceTailoringLineDocument = graphql(`
  mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {
    advanceTailoringLine(lineId: $lineId, expectedVersion: $expectedVersion, to: $to) {
      ok
      refusal
      line {
        ...TailoringJobFields
      }
    }
  }
`);

export const RecordTailoringFiguresDocument = graphql(`
  mutation RecordTailoringFigures(
    $lineId: ID!
    $expectedVersion: Int!
    $garment: MeasurementGarment!
    $unit: MeasurementUnit!
    $values: [MeasurementValueInput!]!
  ) {
    recordTailoringFigures(
      lineId: $lineId
      expectedVersion: $expectedVersion
      garment: $garment
      unit: $unit
      values: $values
    ) {
      ok
      refusal
      errors {
        code
        field
      }
      line {
        ...TailoringJobFields
      }
    }
  }
`);
