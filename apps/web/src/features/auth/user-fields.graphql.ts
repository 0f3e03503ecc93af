import { graphql } from '../../gql';

/**
 * What the client reads of the signed-in user, in one place: every operation that returns the
 * user (me, login, register, and the profile updates to come) spreads it, so a new field is
 * added here once and every screen and the cache agree on the shape.
 */
export const UserFields = graphql(`
  fragment UserFields on User {
    id
    userName
    email
    pendingEmail
    emailConfirmed
    phoneNo
    avatar
    dateOfBirth
    bloodGroup
    address {
      addressLine
      district
      state
    }
    pincode
    isBloodGroupAdded
    isContactInfoFilled
    language
    isModerator
  }
`);
