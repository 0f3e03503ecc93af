import { graphql } from '../../gql';

/** Reports abuse; once per user. */
export const ReportRequestMutation = graphql(`
  mutation ReportRequest($requestId: ID!) {
    reportRequest(requestId: $requestId)
  }
`);
