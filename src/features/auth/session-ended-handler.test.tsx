import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setupAppOnMockServer } from '@mocks/test/app';
import { api } from '@/api/client';
import { emitSessionEnded, getAccessToken, setAccessToken } from '@/api/token-store';
import { confirmDialog } from '@/ui/confirm-dialog';
import { TestProviders } from '@/ui/test-providers';
import { RequireSignIn } from './require-sign-in';
import { setReloginPending } from '@/lib/session/relogin-state';
import { SessionEndedHandler } from './session-ended-handler';

// The emulated server answers (msw/node); real timers, so nothing stalls msw.
setupAppOnMockServer();
afterEach(() => {
  setReloginPending(false);
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
});

/** A page with something typed and an action that needs the session. */
function NotePage() {
  const [result, setResult] = useState('');
  const [note, setNote] = useState('');
  return (
    <>
      <TextInput label="Not" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <Button
        onClick={async () => {
          const { response } = await api.GET('/admin/members');
          setResult(String(response.status));
        }}
      >
        Kaydet
      </Button>
      <output data-testid="result">{result}</output>
    </>
  );
}

function renderApp() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {/* Guarded, as real pages are: the guard must keep the page while the session is renewed. */}
        <RequireSignIn>
          <NotePage />
        </RequireSignIn>
        <SessionEndedHandler />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

async function signInAsAdmin(): Promise<void> {
  const { data } = await api.POST('/auth/login', {
    body: { identifier: '05301112233', password: 'Admin123!', loginType: 3 },
  });
  setAccessToken(data?.data?.accessToken ?? null);
}

describe('SessionEndedHandler (HTTP 498)', () => {
  it('tells the user, signs in again over the page, and keeps what was typed', async () => {
    await signInAsAdmin();
    renderApp();
    const user = userEvent.setup();
    const note = await screen.findByLabelText('Not');
    await user.type(note, 'Kapıcıya bırakın');

    // The session ends on the server (logout elsewhere); this tab still holds the token.
    await api.POST('/auth/logout');
    expect(getAccessToken()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    const notice = await screen.findByRole('dialog', { name: 'Oturum Sonlandı' });
    expect(notice).toHaveTextContent('Oturumunuz sonlanmıştır. Lütfen tekrar giriş yapınız');
    expect(getAccessToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tamam' }));

    // The sign-in of the last role (admin), the phone filled in.
    const login = await screen.findByRole('dialog', { name: 'Admin Girişi' }, { timeout: 5000 }); // loaded lazily
    expect(screen.getByLabelText(/Telefon Numarası/)).toHaveValue('0(530) 111 22 33');
    await user.type(screen.getByLabelText(/Şifre/), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Giriş' }));

    await waitFor(() => expect(login).not.toBeInTheDocument());
    expect(getAccessToken()).not.toBeNull();
    // Same page, same field element, same text.
    expect(screen.getByLabelText('Not')).toBe(note);
    expect(note).toHaveValue('Kapıcıya bırakın');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('200'));
  });

  it('tells the user once when several calls meet the ended session', async () => {
    await signInAsAdmin();
    renderApp();
    const user = userEvent.setup();
    await screen.findByLabelText('Not');
    emitSessionEnded();
    emitSessionEnded();
    await screen.findByRole('dialog', { name: 'Oturum Sonlandı' });
    expect(screen.getAllByRole('dialog', { name: 'Oturum Sonlandı' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Tamam' }));
    await screen.findByRole('dialog', { name: 'Admin Girişi' });
    expect(screen.queryByRole('dialog', { name: 'Oturum Sonlandı' })).not.toBeInTheDocument();
  });

  it('closes a question left open (a bid to confirm) as "no", so the sign-in is not hidden under it', async () => {
    await signInAsAdmin();
    renderApp();
    const user = userEvent.setup();
    await screen.findByLabelText('Not');
    const answer = confirmDialog({
      title: 'Teklifi Onayla',
      text: 'Bu gönderi için 668,00 ₺ teklif vereceksiniz.',
    });
    await screen.findByRole('dialog', { name: 'Teklifi Onayla' });
    emitSessionEnded();
    await expect(answer).resolves.toBe(false);
    await screen.findByRole('dialog', { name: 'Oturum Sonlandı' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Teklifi Onayla' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Tamam' }));
    await screen.findByRole('dialog', { name: 'Admin Girişi' }, { timeout: 5000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('dismissing the notice or the sign-in keeps the page and what was typed, and the sign-in can be reopened', async () => {
    await signInAsAdmin();
    renderApp();
    const user = userEvent.setup();
    const note = await screen.findByLabelText('Not');
    await user.type(note, 'Zile basmayın');
    await api.POST('/auth/logout');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByRole('dialog', { name: 'Oturum Sonlandı' });
    await user.keyboard('{Escape}');

    // Escape is not "no": the sign-in opens all the same, over the same page.
    const login = await screen.findByRole('dialog', { name: 'Admin Girişi' }, { timeout: 5000 });
    expect(screen.getByLabelText('Not')).toBe(note);
    // The same account only: the page holds that user's input.
    expect(screen.getByLabelText(/Telefon Numarası/)).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(login).not.toBeInTheDocument());

    // Closed without signing in: the page stays, with a way back to the sign-in.
    expect(screen.getByLabelText('Not')).toBe(note);
    expect(note).toHaveValue('Zile basmayın');
    expect(screen.getByText(/Girdiğiniz bilgiler korunuyor/)).toBeVisible();
    // Escape closes the sign-in too (docs/sign-in-and-sessions.md); only a tap beside it does not, so a half-typed
    // password is not lost to a stray tap (docs/decisions/0011-sessions-after-a-498-audit-of-issue-3.md).
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const again = await screen.findByRole('dialog', { name: 'Admin Girişi' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await screen.findByRole('dialog', { name: 'Admin Girişi' });
    await user.type(screen.getByLabelText(/Şifre/), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Giriş' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Admin Girişi' })).not.toBeInTheDocument(),
    );
    expect(note).toHaveValue('Zile basmayın');
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });

  it('offers "Beni Hatırla" as the ended session had it', async () => {
    const { data } = await api.POST('/auth/login', {
      body: { identifier: '05301112233', password: 'Admin123!', loginType: 3 },
    });
    setAccessToken(data?.data?.accessToken ?? null, { remember: true });
    renderApp();
    const user = userEvent.setup();
    await screen.findByLabelText('Not');
    await api.POST('/auth/logout');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await user.click(await screen.findByRole('button', { name: 'Tamam' }));
    await screen.findByRole('dialog', { name: 'Admin Girişi' }, { timeout: 5000 });
    expect(screen.getByRole('checkbox', { name: 'Beni Hatırla' })).toBeChecked();
  });
});
