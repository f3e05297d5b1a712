import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './wallet.module.css';

/** A row of labelled figures (totals above a table), readable as a description list. */
export function Figures({ items, label }: { label: string; items: { term: string; value: ReactNode }[] }) {
  return (
    <dl className={classes.figures} aria-label={label}>
      {items.map((i) => (
        <div key={i.term} className={classes.figure}>
          <Text component="dt" size="sm" c="dimmed">
            {i.term}
          </Text>
          <dd className={classes.figureValue} style={{ margin: 0 }}>
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
