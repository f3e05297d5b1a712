import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { AddressFields } from './address-fields';
import { emptyAddress, type AddressValues } from '@/lib/addresses/address-values';

// Mantine's autosizing Textarea listens to document.fonts, which happy-dom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ok = (data: unknown) => json(200, { success: true, data });

// The server's message object on a failed lookup (docs/data-model.md "info message", docs/errors-and-messages.md).
const lookupFailure = json(503, {
  success: false,
  code: 'LOOKUP_UNAVAILABLE',
  desc: 'Servis kullanılamıyor.',
  message: {
    infoType: 'Danger',
    text1: 'İl listesi alınamadı',
    text2: 'Lütfen biraz sonra tekrar deneyiniz.',
  },
});

const chosen: AddressValues = {
  ...emptyAddress(),
  title: 'Ev',
  cityId: 34,
  cityName: 'İstanbul',
  countyId: 34023,
  countyName: 'Kadıköy',
  districtId: 34023005,
  districtName: 'Caferağa Mah',
};

type Answer = (path: string) => Response;

function answer(routes: Record<string, () => Response>): Answer {
  return (path) => {
    for (const [suffix, respond] of Object.entries(routes)) if (path.endsWith(suffix)) return respond();
    throw new Error(`unexpected request ${path}`);
  };
}

function mockFetch(respond: Answer) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return respond(url.pathname);
  });
}

let latest: AddressValues = chosen;

function Harness({ initial }: { initial: AddressValues }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    latest = value;
  }, [value]);
  return (
    <AddressFields
      kind="START"
      value={value}
      onChange={(patch) => setValue((prev) => ({ ...prev, ...patch }))}
    />
  );
}

function renderFields(initial: AddressValues) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TestProviders>{children}</TestProviders>
    </QueryClientProvider>
  );
  return render(<Harness initial={initial} />, { wrapper });
}

const counties = () => ok([{ countyId: 34023, countyName: 'Kadıköy' }]);
const districts = () => ok([{ districtId: 34023005, districtName: 'Caferağa Mah' }]);

describe('AddressFields lookups', () => {
  it('keeps İl/İlçe/Mahalle when the city lookup fails, shows the server message and retries', async () => {
    let citiesUp = false;
    const fetchSpy = mockFetch(
      answer({
        '/static/cities': () =>
          citiesUp ? ok([{ cityId: 34, cityName: 'İstanbul' }]) : lookupFailure.clone(),
        '/counties': counties,
        '/districts': districts,
      }),
    );
    renderFields(chosen);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İl listesi alınamadı: Lütfen biraz sonra tekrar deneyiniz.');
    // Nothing was reset: the value and its name stay on screen.
    await waitFor(() => expect(screen.getByDisplayValue('Caferağa Mah')).toBeInTheDocument());
    expect(latest).toMatchObject({ cityId: 34, countyId: 34023, districtId: 34023005 });
    expect(screen.getByDisplayValue('İstanbul')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Kadıköy')).toBeInTheDocument();

    citiesUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(latest).toMatchObject({ cityId: 34, countyId: 34023, districtId: 34023005 });
    expect(fetchSpy.mock.calls.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the county and district when their lookups fail without a message object', async () => {
    mockFetch(
      answer({
        '/static/cities': () => ok([{ cityId: 34, cityName: 'İstanbul' }]),
        '/counties': () => json(500, { success: false, code: 'INTERNAL', desc: 'Sunucu hatası' }),
        '/districts': () => json(500, { success: false, code: 'INTERNAL', desc: 'Sunucu hatası' }),
      }),
    );
    renderFields(chosen);
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(alerts[0]).toHaveTextContent('500: Beklenmedik bir hata oluştu. Lütfen tekrar deneyiniz');
    expect(screen.getAllByRole('button', { name: 'Tekrar Dene' })).toHaveLength(2);
    expect(latest).toMatchObject({ cityId: 34, countyId: 34023, districtId: 34023005 });
  });

  it('still resets a value the loaded list does not have (docs/forms-and-validation.md)', async () => {
    mockFetch(
      answer({
        '/static/cities': () => ok([{ cityId: 34, cityName: 'İstanbul' }]),
        '/counties': counties,
        '/districts': () => ok([{ districtId: 34023001, districtName: 'Acıbadem Mah' }]),
      }),
    );
    renderFields(chosen);
    await waitFor(() => expect(latest.districtId).toBe(0));
    expect(latest).toMatchObject({ cityId: 34, countyId: 34023 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
