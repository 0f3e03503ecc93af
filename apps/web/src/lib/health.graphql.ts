import { graphql } from '../gql';

export const HealthQuery = graphql(`
  query Health {
    health {
      status
      database
    }
  }
`);
