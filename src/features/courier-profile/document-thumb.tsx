import { useState } from 'react';
import { Image, Modal, Text, UnstyledButton } from '@mantine/core';
import type { DocumentRef } from '@/features/documents';
import { DocumentFullImage, DocumentThumbnailImage } from '@/features/documents';
import { courierProfileMessages as m } from './messages';
import classes from './document-thumb.module.css';

export interface DocumentThumbProps {
  label: string;
  /** The stored document (read at its own URL), or the data: URL preview of a new pick; null when none. */
  src: DocumentRef | string | null | undefined;
}

/**
 * A document as a small picture that opens full size in a dialog: a stored one shows its
 * thumbnail and loads the file only when opened (issue 27); a new pick shows its preview.
 */
export function DocumentThumb({ label, src }: DocumentThumbProps) {
  const [opened, setOpened] = useState(false);
  if (!src) return <Text className={classes.missing}>{m.documentMissing}</Text>;
  const preview = typeof src === 'string';
  return (
    <>
      <UnstyledButton
        type="button"
        onClick={() => setOpened(true)}
        className={classes.link}
        aria-label={`${label}: ${m.documentOpen}`}
      >
        {preview ? (
          <Image src={src} alt={m.documentPreviewAlt(label)} className={classes.image} />
        ) : (
          <DocumentThumbnailImage
            document={src}
            alt={m.documentPreviewAlt(label)}
            className={classes.image}
            placeholderClassName={classes.placeholder}
          />
        )}
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} size="lg" centered>
        {preview ? (
          <Image src={src} alt={label} className={classes.full} />
        ) : opened ? (
          <DocumentFullImage document={src} alt={label} className={classes.full} />
        ) : null}
      </Modal>
    </>
  );
}
