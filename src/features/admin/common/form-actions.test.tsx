import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { FormActions } from './form-actions';

function show(props: Partial<Parameters<typeof FormActions>[0]> = {}) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
  render(
    <TestProviders>
      <form onSubmit={onSubmit} aria-label="Form">
        <FormActions onCancel={onCancel} pending={false} {...props} />
      </form>
    </TestProviders>,
  );
  return { onCancel, onSubmit };
}

describe("FormActions (an admin editor's Vazgeç / Kaydet row)", () => {
  it('"Vazgeç" cancels, "Kaydet" submits the form', async () => {
    const { onCancel, onSubmit } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while saving: the submit button waits and "Vazgeç" cannot be pressed', () => {
    show({ pending: true });
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toHaveAttribute('data-loading', 'true');
  });

  it("takes the form's own submit label, a refusal that disables it, and extra buttons before them", () => {
    show({ submitLabel: 'Teslim Al', submitDisabled: true, children: <a href="/sayfa/x">Sayfayı Aç</a> });
    expect(screen.getByRole('button', { name: 'Teslim Al' })).toBeDisabled();
    const [extra, cancel] = [
      screen.getByRole('link', { name: 'Sayfayı Aç' }),
      screen.getByRole('button', { name: 'Vazgeç' }),
    ];
    expect(extra.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
