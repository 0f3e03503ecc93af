import { graphql } from '../../gql';

/** Everything stored about the user, as one JSON document (the same as GET /user/export). */
export const MyDataQuery = graphql(`
  query MyData {
    myData
  }
`);
