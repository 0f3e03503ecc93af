import { graphql } from '../../gql';

/** Contact section: phone, address and pincode (sets isContactInfoFilled). */
export const UpdateContactMutation = graphql(`
  mutation UpdateContact($input: UpdateContactInput!) {
    updateContact(input: $input) {
      ...UserFields
    }
  }
`);
