import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { showApiError } from '@/ui/feedback';
import { notify } from '@/ui/notify';
import { saveForm } from './save-form';

vi.mock('@/ui/feedback', () => ({ showApiError: vi.fn(() => Promise.resolve(true)) }));
vi.mock('@/ui/notify', () => ({ notify: vi.fn() }));

const refusal = (status: number, body: unknown) => new ApiError(status, body as never);

afterEach(() => vi.clearAllMocks());

describe('saveForm (an admin form sends: notice, or the refusal under its fields)', () => {
  it('done: the success notice, and the answer back', async () => {
    const setErrors = vi.fn();
    const saved = await saveForm({
      action: () => Promise.resolve({ n: 2 }),
      success: (r) => `${r.n} kaydedildi`,
      setErrors,
    });
    expect(saved).toEqual({ n: 2 });
    expect(notify).toHaveBeenCalledWith({ text: '2 kaydedildi' });
    expect(setErrors).not.toHaveBeenCalled();
  });

  it("a refusal naming fields: the server's words under those fields, no dialog", async () => {
    const dialog = vi.mocked(showApiError);
    const setErrors = vi.fn();
    const error = refusal(400, {
      code: 'VALIDATION',
      desc: 'x',
      errors: [{ field: 'amount', code: 'X', desc: 'Tutar hatalı.' }],
    });
    const saved = await saveForm({ action: () => Promise.reject(error), success: () => '', setErrors });
    expect(saved).toBeUndefined();
    expect(setErrors).toHaveBeenCalledWith({ amount: 'Tutar hatalı.' });
    expect(dialog).not.toHaveBeenCalled();
  });

  it("a refusal the form places itself (onRefusal true): no dialog; otherwise the catalogue's dialog", async () => {
    const dialog = vi.mocked(showApiError);
    const error = refusal(409, { code: 'INSUFFICIENT_BALANCE', desc: 'Bakiye yetersiz.' });
    const placed = vi.fn(() => true);
    await saveForm({
      action: () => Promise.reject(error),
      success: () => '',
      setErrors: vi.fn(),
      onRefusal: placed,
    });
    expect(placed).toHaveBeenCalledWith(error);
    expect(dialog).not.toHaveBeenCalled();
    await saveForm({
      action: () => Promise.reject(error),
      success: () => '',
      setErrors: vi.fn(),
      onRefusal: () => false,
    });
    await saveForm({
      action: () => Promise.reject(new Error('down')),
      success: () => '',
      setErrors: vi.fn(),
    });
    expect(dialog).toHaveBeenCalledTimes(2);
  });
});
