import { graphql } from '../../gql';

/** The signed-in user with the donor settings only the edit page shows. */
export const ProfileEditQuery = graphql(`
  query ProfileEdit {
    me {
      ...UserFields
      ...DonorFields
    }
  }
`);
