// The auth feature's public entry: other code imports it from here, never from its files.
export { AuthLayout, type AuthLayoutProps } from './components/auth-layout';
export { LoginForm, type LoginFormProps } from './components/login-form';
export { SignupForm, type SignupFormProps } from './components/signup-form';
export { LogoutMutation } from './logout.graphql';
export { MeQuery } from './me.graphql';
export { UserFields } from './user-fields.graphql';
