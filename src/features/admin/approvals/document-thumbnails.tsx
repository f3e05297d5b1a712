import { useState } from 'react';
import { Modal, UnstyledButton } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { DocumentFullImage, DocumentThumbnailImage } from '@/features/documents';
import type { Application } from './api/types';
import { approvalMessages as m, documentKeys, type DocumentKey } from './messages';
import classes from './document-thumbnails.module.css';

/**
 * The four documents of an application as thumbnails (issue 27: the list carries references, each
 * thumbnail is read at its own URL); the full-size file is loaded only when its dialog opens.
 */
export function DocumentThumbnails({ application }: { application: Application }) {
  const [open, setOpen] = useState<DocumentKey | null>(null);
  const opened = open ? application[open] : null;
  return (
    <>
      <div className={classes.grid}>
        {documentKeys.map((key) => {
          const doc = application[key];
          const name = m.documents[key];
          if (!doc)
            return (
              <div key={key} className={classes.thumb}>
                <span className={classes.placeholder} title={m.noDocument}>
                  <IconFileOff size={20} aria-hidden />
                </span>
                <span className={classes.caption}>
                  {name}
                  <br />({m.noDocument})
                </span>
              </div>
            );
          return (
            <UnstyledButton
              key={key}
              className={classes.thumb}
              onClick={() => setOpen(key)}
              aria-label={m.openDocument(name, application)}
              aria-haspopup="dialog"
            >
              <DocumentThumbnailImage
                document={doc}
                alt=""
                className={classes.image}
                placeholderClassName={classes.placeholder}
              />
              <span className={classes.caption} aria-hidden>
                {name}
              </span>
            </UnstyledButton>
          );
        })}
      </div>
      <Modal
        opened={open !== null && !!opened}
        onClose={() => setOpen(null)}
        title={open ? m.documentTitle(m.documents[open], application) : ''}
        size="lg"
        centered
      >
        {open && opened ? (
          <DocumentFullImage
            document={opened}
            alt={m.documentAlt(m.documents[open], application)}
            className={classes.full}
          />
        ) : null}
      </Modal>
    </>
  );
}
