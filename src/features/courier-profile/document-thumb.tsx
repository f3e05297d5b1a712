import { useState } from 'react';
import { Image, Modal, Text, UnstyledButton } from '@mantine/core';
import { courierProfileMessages as m } from './messages';
import classes from './document-thumb.module.css';

export interface DocumentThumbProps {
  label: string;
  /** The stored document (a URL or data: URL), or a preview of a new pick; null when none. */
  src: string | null | undefined;
}

/** A document as a small picture that opens full size in a dialog (a data: URL cannot be opened as a page). */
export function DocumentThumb({ label, src }: DocumentThumbProps) {
  const [opened, setOpened] = useState(false);
  if (!src) return <Text className={classes.missing}>{m.documentMissing}</Text>;
  return (
    <>
      <UnstyledButton
        type="button"
        onClick={() => setOpened(true)}
        className={classes.link}
        aria-label={`${label}: ${m.documentOpen}`}
      >
        <Image src={src} alt={m.documentPreviewAlt(label)} className={classes.image} />
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} size="lg" centered>
        <Image src={src} alt={label} className={classes.full} />
      </Modal>
    </>
  );
}
