import { graphql } from '../gql';

/**
 * What the address forms (profile contact, request, campaign) read of a pincode: its district and state. The REST lookup
 * (GET /pincode/:pincode, ./pincode.ts) answers the same PincodeInfo type as GraphQL's
 * `pincode(code)`, so its answer is typed by this fragment.
 */
export const PincodePlace = graphql(`
  fragment PincodePlace on PincodeInfo {
    district
    state
  }
`);
