// The auth feature's public surface: sign-in, guards, the login form and the verification dialog
// (the session itself is in lib/session).
export { useSignIn, signIn, type SignInInput } from './sign-in';
export { RequireSignIn, RequireCourier, type RequireSignInProps } from './require-sign-in';
export { LoginForm, type LoginFormProps } from './login-form';
export { SessionEndedHandler } from './session-ended-handler';
export { loginTypeForRoles, needsPassword, type LoginType } from './login-types';
export { authMessages, loginTitles } from './messages';
export { VerificationDialog, type VerifyOutcome } from './verification-dialog';
