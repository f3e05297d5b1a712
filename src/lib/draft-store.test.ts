import 'fake-indexeddb/auto';
import { clear, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteDraft, draftKeys, readDraft, writeDraft, type DraftSlot } from './draft-store';

interface Draft {
  savedAt: string;
  text: string;
  blob?: { size: number };
}

const slot: DraftSlot<Draft> = { key: 'test.draft' };
const at = (second: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, second)).toISOString();

beforeEach(async () => {
  localStorage.clear();
  await clear();
});

describe('drafts saved while the page is left', () => {
  it('a save made on leaving is read back although its IndexedDB write never landed', async () => {
    await writeDraft(slot, { savedAt: at(1), text: 'Ofis' });
    await writeDraft(slot, { savedAt: at(2), text: 'Ofis 2' }, true);
    // What the browser does to a write started while tearing the page down: it never lands.
    await set(slot.key, { savedAt: at(1), text: 'Ofis' });

    expect(await readDraft(slot)).toEqual({ savedAt: at(2), text: 'Ofis 2' });
    // Moved back into IndexedDB, and the synchronous copy is gone.
    expect(await get(slot.key)).toEqual({ savedAt: at(2), text: 'Ofis 2' });
    expect(localStorage.length).toBe(0);
  });

  it('a copy saved on leaving loses to a newer draft (another tab saved later)', async () => {
    await writeDraft(slot, { savedAt: at(2), text: 'eski sekme' }, true);
    await set(slot.key, { savedAt: at(3), text: 'yeni sekme' });
    expect(await readDraft(slot)).toEqual({ savedAt: at(3), text: 'yeni sekme' });
    expect(localStorage.length).toBe(0);
  });

  it('a save made while the page stays forgets an older copy saved on leaving', async () => {
    await writeDraft(slot, { savedAt: at(1), text: 'gizlendi' }, true);
    expect(localStorage.length).toBe(1);
    await writeDraft(slot, { savedAt: at(5), text: 'geri döndü' });
    expect(localStorage.length).toBe(0);
    expect(await readDraft(slot)).toEqual({ savedAt: at(5), text: 'geri döndü' });
  });

  it('keeps what cannot be written synchronously in IndexedDB and puts it back on reading', async () => {
    const withBlob: DraftSlot<Draft> = {
      key: 'test.blob',
      leavingCopy: ({ blob: _blob, ...rest }) => rest,
      restore: (copy, stored) => ({ ...(copy as Draft), blob: (stored as Draft | undefined)?.blob }),
    };
    await writeDraft(withBlob, { savedAt: at(1), text: 'a', blob: { size: 3 } });
    await writeDraft(withBlob, { savedAt: at(2), text: 'ab', blob: { size: 3 } }, true);
    expect(JSON.parse(localStorage.getItem('kc.leaving.test.blob') ?? 'null')).toEqual({
      savedAt: at(2),
      text: 'ab',
    });
    await set(withBlob.key, { savedAt: at(1), text: 'a', blob: { size: 3 } });
    expect(await readDraft(withBlob)).toEqual({ savedAt: at(2), text: 'ab', blob: { size: 3 } });
  });

  it('deleting a draft forgets both copies, and draftKeys finds drafts in either store', async () => {
    await writeDraft({ key: 'p.one' }, { savedAt: at(1), text: '1' }, true);
    await set('p.two', { savedAt: at(1), text: '2' });
    localStorage.setItem('kc.leaving.p.three', JSON.stringify({ savedAt: at(1), text: '3' }));
    await set('other', 1);
    expect((await draftKeys('p.')).sort()).toEqual(['p.one', 'p.three', 'p.two']);
    for (const key of await draftKeys('p.')) await deleteDraft(key);
    expect(await draftKeys('p.')).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(await get('other')).toBe(1);
  });

  it('ignores a copy that is not a draft', async () => {
    localStorage.setItem('kc.leaving.test.draft', '{oops');
    await set(slot.key, { savedAt: at(1), text: 'Ofis' });
    expect(await readDraft(slot)).toEqual({ savedAt: at(1), text: 'Ofis' });
    localStorage.setItem('kc.leaving.test.draft', JSON.stringify({ text: 'no time' }));
    expect(await readDraft(slot)).toEqual({ savedAt: at(1), text: 'Ofis' });
    expect(localStorage.length).toBe(0);
  });
});
