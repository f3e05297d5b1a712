import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import { useDocumentTitle } from './use-document-title';
import classes from './page-title.module.css';

export interface PageTitleProps {
  /** The page's Turkish title: shown as the h1 and written into document.title. */
  title: string;
  /** A different text for the browser tab, when the h1 alone would be ambiguous. */
  documentTitle?: string;
  /** Actions shown on the right of the title (e.g. a back button). */
  actions?: ReactNode;
}

export function PageTitle({ title, documentTitle, actions }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={classes.root}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  );
}
