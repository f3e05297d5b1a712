// /geri-bildirim against the emulated server (msw/node): the form's messages under its fields,
// what was typed kept through a refusal and a reload, sent once, or kept in the outbox.
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { setupAppOnMockServer } from '@mocks/test/app';
import { TestProviders } from '@/ui/test-providers';
import { FeedbackPage } from './feedback-page';

setupAppOnMockServer();

// happy-dom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { status: 'loaded' }) });

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <FeedbackPage />
      </TestProviders>
    </QueryClientProvider>,
  );
}

const topic = () => screen.getByRole('combobox', { name: /Konu/ });
const message = () => screen.getByRole('textbox', { name: /Mesajınız/ });
const shipment = () => screen.getByRole('textbox', { name: /Gönderi numarası/ });
const submit = () => screen.getByRole('button', { name: 'Gönder' });
const TEXT = 'Kurye paketi zamanında getirdi, çok teşekkürler.';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(topic(), 'Kurye hakkında');
  await user.click(message());
  await user.paste(TEXT);
}

beforeEach(() => sessionStorage.clear());

describe('Geri Bildirim', { timeout: 20_000 }, () => {
  it('says under each field what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    show();
    const before = db.feedback.all().length;
    await user.click(submit());
    expect(await screen.findByText('Lütfen bir konu seçiniz.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen mesajınızı yazınız.')).toBeInTheDocument();
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    // The first field with an error takes the focus.
    expect(topic()).toHaveFocus();
    await user.type(message(), 'kısa');
    await user.type(shipment(), '12a');
    await user.click(submit());
    expect(await screen.findByText(/en az 10 karakter/)).toBeInTheDocument();
    expect(screen.getByText(/yalnızca rakamlardan/)).toBeInTheDocument();
    expect(db.feedback.all().length).toBe(before);
  });

  it('sends it and confirms with the record number', async () => {
    const user = userEvent.setup();
    show();
    await fill(user);
    await user.type(shipment(), '1004');
    await user.click(submit());
    expect(await screen.findByText('Geri bildiriminiz alındı')).toBeInTheDocument();
    const stored = db.feedback.all().at(-1);
    expect(stored).toMatchObject({ topic: 'kurye', message: TEXT, shipmentId: 1004, userId: null });
    expect(screen.getByText(`Teşekkür ederiz. Kayıt numaranız: ${stored?.feedbackId}.`)).toBeInTheDocument();
    // The draft is gone once it was sent.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('kc.feedback-draft'))).toEqual([]);
  });

  it('keeps every value when the server refuses, with its reason under the field', async () => {
    server.use(
      http.post('*/api/v1/feedback', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            desc: 'Lütfen bilgileri kontrol ediniz.',
            errors: [{ field: 'message', code: 'TEXT_TOO_LONG', desc: 'Mesaj sunucuya göre çok uzun.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    show();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Mesaj sunucuya göre çok uzun.')).toBeInTheDocument();
    expect(message()).toHaveValue(TEXT);
    expect(topic()).toHaveValue('kurye');
  });

  it('brings back what was typed after a reload (the page opened again)', async () => {
    const user = userEvent.setup();
    const first = show();
    await fill(user);
    first.unmount();
    show();
    expect(await screen.findByText('Yarım kalan mesajınız geri yüklendi.')).toBeInTheDocument();
    expect(message()).toHaveValue(TEXT);
    expect(topic()).toHaveValue('kurye');
  });

  it('without an answer it waits in the outbox, with its key, and the form is not lost', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/feedback', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    show();
    await fill(user);
    await user.click(submit());
    // Read again on each try: the outbox resends meanwhile, and a card read once may be one React
    // has since replaced (CI, under load: the message was found in a card no longer on the page).
    await waitFor(() => {
      const card = screen.getByText('Gönderilmeyi bekliyor').closest('[role="status"]') as HTMLElement;
      expect(within(card).getByText(TEXT)).toBeInTheDocument();
    });
    // Sent with a key, and the outbox's resend uses the same one.
    await waitFor(() => expect(keys.length).toBeGreaterThanOrEqual(2));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
