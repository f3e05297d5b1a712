import { useEffect, useState } from 'react';

/**
 * A picture as a data: URL: the Content-Security-Policy allows data: images, not blob: (so no
 * object URLs for previews and documents).
 */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** `blob` as a data: URL once read; null before, and for no blob. A newer blob replaces an older one. */
export function useDataUrl(blob: Blob | null | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    let live = true;
    void readAsDataUrl(blob).then(
      (url) => {
        if (live) setRead({ blob, url });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}
