import { useEffect } from 'react';

export const APP_NAME = 'Kurye Çağır';

/** "Gönderi Takip | Kurye Çağır". */
export function documentTitleFor(title: string): string {
  return `${title} | ${APP_NAME}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitleFor(title);
  }, [title]);
}
