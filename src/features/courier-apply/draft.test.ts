import 'fake-indexeddb/auto';
import { del, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { initialApplication } from './application-values';
import {
  APPLICATION_DRAFT_KEY,
  DRAFT_KEEP_DAYS,
  clearApplicationDraft,
  loadApplicationDraft,
  saveApplicationDraft,
} from './draft';

const DAY = 24 * 60 * 60 * 1000;

const values = () => ({
  ...initialApplication(),
  name: 'Deniz',
  identityNumber: '10000000146',
  password: 'Gizli2026!',
  iban: 'TR330006100519786457841326',
});

afterEach(() => del(APPLICATION_DRAFT_KEY));

describe('what the application draft keeps on the device (issue 27, item 6)', () => {
  it('never stores the password', async () => {
    await saveApplicationDraft({ values: values(), step: 2, savedAt: new Date().toISOString() });
    const stored = JSON.stringify(await get(APPLICATION_DRAFT_KEY));
    expect(stored).not.toContain('Gizli2026!');
    expect((await loadApplicationDraft())?.values).toMatchObject({ name: 'Deniz', password: '' });
  });

  it('drops a draft kept by an older version with a password in it', async () => {
    await set(APPLICATION_DRAFT_KEY, { values: values(), step: 1, savedAt: new Date().toISOString() });
    expect((await loadApplicationDraft())?.values.password).toBe('');
    expect(JSON.stringify(await get(APPLICATION_DRAFT_KEY))).not.toContain('Gizli2026!');
  });

  it('forgets everything 7 days after it was last saved', async () => {
    expect(DRAFT_KEEP_DAYS).toBe(7);
    const now = Date.now();
    await saveApplicationDraft({
      values: values(),
      step: 2,
      savedAt: new Date(now - 7 * DAY - 1000).toISOString(),
    });
    expect(await loadApplicationDraft()).toBeNull();
    expect(await get(APPLICATION_DRAFT_KEY)).toBeUndefined();
    await saveApplicationDraft({ values: values(), step: 2, savedAt: new Date(now - 6 * DAY).toISOString() });
    expect((await loadApplicationDraft())?.values.identityNumber).toBe('10000000146');
    await clearApplicationDraft();
    expect(await get(APPLICATION_DRAFT_KEY)).toBeUndefined();
  });
});
