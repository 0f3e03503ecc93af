/** Login and signup. */
const auth = {
  loginHeading: 'Login to Redhope',
  loginIntro: 'Welcome back. Log in to request blood, help others and share campaigns.',
  loggingIn: 'Logging in...',
  noAccount: "Don't have an account? <signup>Signup</signup>",
  signupHeading: 'Create your Redhope account',
  signupIntro: 'Join a community of donors across India. You must be 18 or older.',
  creatingAccount: 'Creating account...',
  haveAccount: 'Already have an account? <login>Login</login>',
} as const;

export default auth;
