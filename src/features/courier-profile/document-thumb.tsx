import { Anchor, Image, Text } from '@mantine/core';
import { courierProfileMessages as m } from './messages';
import classes from './document-thumb.module.css';

export interface DocumentThumbProps {
  label: string;
  /** The stored document (a URL or data: URL), or a preview of a new pick; null when none. */
  src: string | null | undefined;
}

/** A document as a small picture that opens full size (a PDF shows as a link). */
export function DocumentThumb({ label, src }: DocumentThumbProps) {
  if (!src) return <Text className={classes.missing}>{m.documentMissing}</Text>;
  const isImage = src.startsWith('data:image/') || src.startsWith('blob:') || /\.(jpe?g|png)$/i.test(src);
  return (
    <Anchor
      href={src}
      target="_blank"
      rel="noopener"
      className={classes.link}
      aria-label={`${label}: ${m.documentOpen}`}
    >
      {isImage ? (
        <Image src={src} alt={m.documentPreviewAlt(label)} className={classes.image} />
      ) : (
        m.documentOpen
      )}
    </Anchor>
  );
}
