import { graphql } from '../../gql';

/** The signed-in user, loaded once the session check says "signed in". */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      userName
      email
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
    }
  }
`);
