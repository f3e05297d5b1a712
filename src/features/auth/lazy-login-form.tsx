// The sign-in pages' form, loaded after the page's shell (issue 33): /giris and /kurye/giris load no
// more at start than / does. The form's code (its phone mask, @mantine/form, the password input,
// the SMS code dialog: about 60 KB gzip) comes in a chunk of its own, asked for as the page's code
// is loaded. The prerendered page has the whole form, rendered with that chunk at build time
// (`loadLoginForm` in the route's loader, on the server); in the browser React hydrates the rest
// of the page and keeps the form's prerendered markup as it is until the chunk is there, then
// adopts it: nothing moves. What is typed meanwhile, and a tap on "Giriş", are kept by
// src/app/keep-typed-input.ts as before the app runs. A page the app renders itself (a click on
// "Giriş" in the menu) shows the page skeleton for that moment.
import { lazy, memo, Suspense } from 'react';
import { PageSkeleton } from '@/ui/page-skeleton';
import type { LoginForm, LoginFormProps } from './login-form';
// The form's stylesheet with the page, not with the chunk: linked in the prerendered HTML, so the
// prerendered form is styled before its code arrives (a class of it is used here: an import for
// its side effect alone is dropped, a CSS module being free of side effects to the bundler).
import classes from './login-form.module.css';

/** What the chunk gives: the form component. */
type LoginFormModule = { LoginForm: typeof LoginForm };

let loaded: LoginFormModule | undefined;
let loading: Promise<LoginFormModule> | undefined;

/** Fetches the form's chunk (once); resolves when it is there. */
export function loadLoginForm(): Promise<LoginFormModule> {
  loading ??= import('./login-form').then((module) => (loaded = module));
  return loading;
}

const LoginFormChunk = lazy(() => {
  // Already loaded (the prerender awaited it): a thenable that resolves at once, so React renders
  // the form in the same pass instead of its fallback.
  const module = loaded;
  if (module)
    return {
      then: (resolve: (m: { default: LoginFormModule['LoginForm'] }) => void) =>
        resolve({ default: module.LoginForm }),
    } as Promise<{ default: LoginFormModule['LoginForm'] }>;
  return loadLoginForm().then((m) => ({ default: m.LoginForm }));
});

/**
 * `LoginForm`, its code loaded on demand (see above). Memoised: the route renders it with new
 * props objects each time; an urgent render reaching the boundary while React still keeps it as
 * prerendered would make React give the markup up for the fallback.
 */
export const LazyLoginForm = memo(function LazyLoginForm(props: LoginFormProps) {
  return (
    <Suspense
      fallback={
        <div className={classes.card}>
          <PageSkeleton blocks={2} />
        </div>
      }
    >
      <LoginFormChunk {...props} />
    </Suspense>
  );
});
