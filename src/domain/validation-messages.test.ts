import { describe, expect, it } from 'vitest';
import { messageFor } from './validation-messages';

describe('validation catalogue', () => {
  it('gives the Turkish text of a code', () => {
    expect(messageFor('IDENTITY_NUMBER_INVALID')).toBe(
      'T.C. kimlik numarası 11 haneli ve geçerli olmalıdır.',
    );
    expect(messageFor('PHONE_INVALID')).toContain('0xxx xxx xxxx');
  });

  it('shows an unknown code as it is', () => {
    expect(messageFor('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
