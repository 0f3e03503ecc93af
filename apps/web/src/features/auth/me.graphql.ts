import { graphql } from '../../gql';

/** The signed-in user, loaded once the session check says "signed in". */
export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);
