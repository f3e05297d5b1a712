// The auth feature's public surface: sessions, sign-in, guards and the login form.
export { useSession, signOut, type Session } from './use-session';
export { useSignIn, signIn, type SignInInput } from './use-sign-in';
export { RequireSignIn, RequireCourier, type RequireSignInProps } from './require-sign-in';
export { LoginForm, type LoginFormProps } from './login-form';
export { SessionEndedHandler } from './session-ended-handler';
export { decodeSessionUser, getSessionUser, type SessionUser } from './session';
export { loginTypeForRoles, needsPassword, type LoginType } from './login-types';
export { authMessages, loginTitles } from './messages';
