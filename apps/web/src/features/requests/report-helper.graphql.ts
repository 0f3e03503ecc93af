import { graphql } from '../../gql';

/** The request's owner reports one of its helpers (once each); SCAM: they asked for money. */
export const ReportHelperMutation = graphql(`
  mutation ReportHelper($requestId: ID!, $helperId: ID!, $reason: ReportReason!) {
    reportHelper(requestId: $requestId, helperId: $helperId, reason: $reason)
  }
`);
