import { useState } from 'react';
import { Modal, UnstyledButton } from '@mantine/core';
import { IconFileText, IconFileOff } from '@tabler/icons-react';
import type { Application } from './api/types';
import { approvalMessages as m, documentKeys, type DocumentKey } from './messages';
import classes from './document-thumbnails.module.css';

const isPdf = (url: string) => url.startsWith('data:application/pdf') || /\.pdf($|\?)/i.test(url);

/**
 * The four documents of an application as thumbnails; an image opens full size in a dialog, a PDF
 * (allowed for the two certificates) downloads: the Content-Security-Policy lets no frame or
 * plug-in show it inside the app.
 */
export function DocumentThumbnails({ application }: { application: Application }) {
  const [open, setOpen] = useState<DocumentKey | null>(null);
  const openUrl = open ? application[open] : null;
  return (
    <>
      <div className={classes.grid}>
        {documentKeys.map((key) => {
          const url = application[key];
          const name = m.documents[key];
          if (!url)
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
          if (isPdf(url))
            return (
              <a key={key} href={url} download={`${name}.pdf`} className={classes.thumb}>
                <span className={classes.placeholder}>
                  <IconFileText size={20} aria-hidden />
                </span>
                <span className={classes.caption}>
                  {name}
                  <br />({m.pdfDocument}, {m.download})
                </span>
              </a>
            );
          return (
            <UnstyledButton
              key={key}
              className={classes.thumb}
              onClick={() => setOpen(key)}
              aria-label={m.openDocument(name, application)}
              aria-haspopup="dialog"
            >
              <img src={url} alt="" className={classes.image} loading="lazy" decoding="async" />
              <span className={classes.caption} aria-hidden>
                {name}
              </span>
            </UnstyledButton>
          );
        })}
      </div>
      <Modal
        opened={open !== null && !!openUrl}
        onClose={() => setOpen(null)}
        title={open ? m.documentTitle(m.documents[open], application) : ''}
        size="lg"
        centered
      >
        {open && openUrl ? (
          <img src={openUrl} alt={m.documentAlt(m.documents[open], application)} className={classes.full} />
        ) : null}
      </Modal>
    </>
  );
}
