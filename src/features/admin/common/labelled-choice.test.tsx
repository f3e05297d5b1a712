import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { LabelledChoice } from './labelled-choice';

describe('LabelledChoice (a labelled segmented choice of coded values)', () => {
  it('is named by its label, shows the chosen value and gives back the code chosen', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <LabelledChoice
          id="hareket-turu"
          label="Hareket türü"
          options={[
            { value: 1, label: 'Yükleme' },
            { value: 2, label: 'İade' },
          ]}
          value={1}
          onChange={onChange}
        />
      </TestProviders>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Hareket türü' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yükleme' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'İade' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
