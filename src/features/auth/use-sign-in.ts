export { signIn, useSignIn, type SignInInput } from './sign-in';
