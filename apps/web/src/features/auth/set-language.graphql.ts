import { graphql } from '../../gql';

/** The language chosen in the app, kept on the account so pushes reach the user in it. */
export const SetLanguageMutation = graphql(`
  mutation SetLanguage($language: String!) {
    setLanguage(input: { language: $language }) {
      id
      language
    }
  }
`);
