import { graphql } from '../../gql';

// The shopper's measurement profiles (figures in millimetres; the unit is how the shopper reads them).

/** @public Read by `npm run codegen`: the documents below spread it. */
export const MeasurementProfileFields = graphql(`
  fragment MeasurementProfileFields on MeasurementProfile {
    id
    name
    garment
    unit
    values {
      field
      mm
    }
    updatedAt
  }
`);

export const MyMeasurementProfilesDocument = graphql(`
  query MyMeasurementProfiles($garment: MeasurementGarment) {
    myMeasurementProfiles(garment: $garment) {
      ...MeasurementProfileFields
    }
  }
`);

export const CreateMeasurementProfileDocument = graphql(`
  mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {
    createMeasurementProfile(input: $input) {
      ok
      profile {
        ...MeasurementProfileFields
      }
      errors {
        code
        field
      }
    }
  }
`);

export const UpdateMeasurementProfileDocument = graphql(`
  mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {
    updateMeasurementProfile(id: $id, input: $input) {
      ok
      profile {
        ...MeasurementProfileFields
      }
      errors {
        code
        field
      }
    }
  }
`);

export const DeleteMeasurementProfileDocument = graphql(`
  mutation DeleteMeasurementProfile($id: ID!) {
    deleteMeasurementProfile(id: $id) {
      ok
      code
    }
  }
`);
