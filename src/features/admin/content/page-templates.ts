// Trees to start a dynamic page from (the editor's "Şablon"): each uses only elements and
// attributes the renderer allows (features/dynamic-pages/sanitize-tree.ts).
import { pageTemplate, type PageElementInput } from '@/domain/dynamic-pages';

const el = (
  elementType: string,
  props: Record<string, string> = {},
  contentList: PageElementInput[] = [],
  text?: string,
): PageElementInput => ({
  elementType,
  propList: Object.entries(props).map(([propName, propValue]) => ({ propName, propValue })),
  contentList,
  ...(text === undefined ? {} : { text }),
});

const rich = (): PageElementInput =>
  el('div', { className: 'dynamic-page' }, [
    el('PageHeader', { title: 'Kampanya', subtitle: 'Kısa bir alt başlık' }),
    el('p', {}, [], 'Sayfanın giriş paragrafı.'),
    el('div', { style: '{"display":"flex","gap":"1rem","flexWrap":"wrap"}' }, [
      el('NavLink', { href: '/kurye-cagir', title: 'Kurye Çağır', icon: 'info-circle' }),
      el('NavLink', { href: '/yardim', title: 'Yardım', icon: 'message' }),
    ]),
    el('Tab', { defaultValue: 'bir' }, [
      el('div', { value: 'bir', title: 'Birinci Sekme' }, [el('p', {}, [], 'Birinci sekmenin metni.')]),
      el('div', { value: 'iki', title: 'İkinci Sekme' }, [el('p', {}, [], 'İkinci sekmenin metni.')]),
    ]),
    el('Accordion', {}, [
      el('div', { value: 'soru-1', title: 'Sık sorulan bir soru' }, [el('p', {}, [], 'Cevabı.')]),
      el('div', { value: 'soru-2', title: 'Bir başka soru' }, [el('p', {}, [], 'Cevabı.')]),
    ]),
    el('ul', {}, [el('li', {}, [], 'Birinci madde'), el('li', {}, [], 'İkinci madde')]),
  ]);

export const pageTemplates = {
  blank: () => pageTemplate(),
  rich,
} as const;

export type PageTemplateKey = keyof typeof pageTemplates;

/** How many elements a tree has (shown under the editor against the limit). */
export function countElements(tree: PageElementInput): number {
  let count = 0;
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count += 1;
    stack.push(...node.contentList);
  }
  return count;
}
