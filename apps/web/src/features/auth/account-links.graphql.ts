import { graphql } from '../../gql';

/** "Forgot password": the server answers the same whether or not an account has the address. */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: ForgotPasswordInput!) {
    requestPasswordReset(input: $input)
  }
`);

/** A reset link's token and the new password; every session of the account ends. */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** A confirmation link (after sign-up, or for a new address). */
export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($input: AccountLinkInput!) {
    confirmEmail(input: $input)
  }
`);

/** The link sent to the old address after a change. */
export const UndoEmailChangeMutation = graphql(`
  mutation UndoEmailChange($input: AccountLinkInput!) {
    undoEmailChange(input: $input)
  }
`);

/** A new confirmation link for the signed-in user's address. */
export const ResendEmailConfirmationMutation = graphql(`
  mutation ResendEmailConfirmation {
    resendEmailConfirmation
  }
`);
