import { describe, expect, it } from 'vitest';
import { previewTree } from './preview-tree';

describe('previewTree', () => {
  it('turns a PageHeader title and a plain h1 into h2s, keeping everything else', () => {
    const out = previewTree({
      elementType: 'div',
      propList: [{ propName: 'className', propValue: 'dynamic-page' }],
      contentList: [
        {
          elementType: 'PageHeader',
          propList: [
            { propName: 'title', propValue: 'Kampanya' },
            { propName: 'subtitle', propValue: 'Alt' },
          ],
          contentList: [{ elementType: 'p', propList: [], contentList: [], text: 'İç' }],
        },
        { elementType: 'h1', propList: [], contentList: [], text: 'Başlık' },
      ],
    });
    expect(out.propList).toEqual([{ propName: 'className', propValue: 'dynamic-page' }]);
    const [header, h1] = out.contentList;
    expect(header!.propList).toEqual([]);
    expect(header!.contentList.map((c) => [c.elementType, c.text])).toEqual([
      ['h2', 'Kampanya'],
      ['p', 'Alt'],
      ['p', 'İç'],
    ]);
    expect([h1!.elementType, h1!.text]).toEqual(['h2', 'Başlık']);
  });
});
