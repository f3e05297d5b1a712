import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';
import { TestProviders } from './test-providers';

describe('PageTitle', () => {
  it('shows the title as the h1 and names the browser tab after it', () => {
    render(<PageTitle title="Gönderi Takip" />, { wrapper: TestProviders });
    expect(screen.getByRole('heading', { level: 1, name: 'Gönderi Takip' })).toBeInTheDocument();
    expect(document.title).toBe('Gönderi Takip | Kurye Çağır');
  });

  it('can name the tab differently from the h1', () => {
    render(<PageTitle title="Kurye Çağır" documentTitle="Gönderi Oluştur" />, { wrapper: TestProviders });
    expect(screen.getByRole('heading', { level: 1, name: 'Kurye Çağır' })).toBeInTheDocument();
    expect(document.title).toBe('Gönderi Oluştur | Kurye Çağır');
  });
});
