import { graphql } from '../../gql';

/**
 * The donor settings only the edit page shows; the rest of the user comes from the signed-in
 * user (`me` with UserFields), which shares this object in Apollo's cache.
 */
export const ProfileEditQuery = graphql(`
  query ProfileEdit {
    me {
      ...DonorFields
    }
  }
`);
