import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { BidForm, type BidFormProps } from './bid-form';

const offers = [{ offerStatus: 1, priceQuoteAmount: 300 }];

function setup(onBid: BidFormProps['onBid'] = vi.fn(async () => true), list = offers, listedTotal = 1000) {
  render(<BidForm offers={list} listedTotal={listedTotal} onBid={onBid} />, { wrapper: TestProviders });
  return {
    onBid,
    input: screen.getByLabelText('Teklif Tutarı (₺)'),
    submit: screen.getByRole('button', { name: 'Teklif Ver' }),
  };
}

describe('BidForm (panel bid checks)', () => {
  it('asks for an amount', async () => {
    const { onBid, submit } = setup();
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen teklif tutarını giriniz');
    expect(onBid).not.toHaveBeenCalled();
  });

  it('refuses a too-high bid with the exact text and resets the input to the limit', async () => {
    const { onBid, input, submit } = setup();
    await userEvent.type(input, '290');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Teklifiniz diğer tekliflerden en az %5 daha az olmalıdır. Lütfen 285,00 ve altında teklif giriniz',
    );
    expect(input).toHaveValue('285');
    expect(onBid).not.toHaveBeenCalled();
  });

  it('refuses a too-low bid with the exact text', async () => {
    const { onBid, input, submit } = setup();
    await userEvent.type(input, '100');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Teklifiniz diğer tekliflerden en fazla %50 daha az olabilir. Lütfen 150,00 ve üzerinde teklif giriniz',
    );
    expect(onBid).not.toHaveBeenCalled();
  });

  it('sends a bid within the limits and clears the input', async () => {
    const { onBid, input, submit } = setup();
    await userEvent.type(input, '250,5');
    await userEvent.click(submit);
    expect(onBid).toHaveBeenCalledWith(250.5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('a bid the server refused because the offers moved is checked again against the fresh offers', async () => {
    // Someone bid 200 meanwhile: 280 is now above 95% of the lowest, so the input resets to 190.
    const onBid = vi.fn(async () => ({ offers: [...offers, { offerStatus: 1, priceQuoteAmount: 200 }] }));
    const { input, submit } = setup(onBid);
    await userEvent.type(input, '280');
    await userEvent.click(submit);
    expect(onBid).toHaveBeenCalledWith(280);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen 190,00 ve altında teklif giriniz');
    expect(input).toHaveValue('190');
  });

  it('a refusal for another reason keeps what was typed', async () => {
    const { input, submit } = setup(vi.fn(async () => false));
    await userEvent.type(input, '250');
    await userEvent.click(submit);
    expect(input).toHaveValue('250');
  });

  it('"1.000" typed is a bid of one thousand lira, not one (issue 15)', async () => {
    const { onBid, input, submit } = setup(undefined, [], 1500);
    await userEvent.type(input, '1.000');
    await userEvent.click(submit);
    expect(onBid).toHaveBeenCalledWith(1000);
  });

  it('"2500.50" typed keeps its decimal point', async () => {
    const { onBid, input, submit } = setup(undefined, [], 3000);
    await userEvent.type(input, '2500.50');
    await userEvent.click(submit);
    expect(onBid).toHaveBeenCalledWith(2500.5);
  });

  it('an amount that cannot be read is not sent', async () => {
    const { onBid, input, submit } = setup(undefined, []);
    await userEvent.type(input, '2,500');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kuruş en fazla iki basamak olabilir');
    expect(onBid).not.toHaveBeenCalled();
  });
});
