import { useCallback, useEffect, useRef, useState } from 'react';
import { Anchor, Button, Checkbox, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCircleCheck, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { KVKK_INTRO, KVKK_UPDATED, kvkkSections } from '@/domain/kvkk-notice';
import { applyMessages as m } from './messages';
import classes from './courier-apply.module.css';

function NoticeText({ headingLevel }: { headingLevel: 3 | 4 }) {
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {KVKK_UPDATED}
      </Text>
      <Text size="sm">{KVKK_INTRO}</Text>
      {kvkkSections.map((section) => (
        <section key={section.title}>
          <Title order={headingLevel} className={classes.kvkkHeading}>
            {section.title}
          </Title>
          {section.paragraphs.map((p) => (
            <Text key={p.slice(0, 24)} size="sm" mt={4}>
              {p}
            </Text>
          ))}
        </section>
      ))}
    </Stack>
  );
}

/** Pixels from the end that count as the end (rounding, a last line's margin). */
const END_SLACK = 8;

export interface KvkkConsentProps {
  read: boolean;
  onRead: () => void;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  error?: string;
}

/**
 * docs/courier-application.md's KVKK notice, readable in full before it can be accepted: the box can be ticked once
 * the text was scrolled to its end or opened in full (then it stays so, in the draft).
 */
export function KvkkConsent({ read, onRead, accepted, onAccept, error }: KvkkConsentProps) {
  const box = useRef<HTMLDivElement>(null);
  const [fullOpen, setFullOpen] = useState(false);

  const check = useCallback(() => {
    const el = box.current;
    if (!el || read) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK) onRead();
  }, [read, onRead]);

  // A screen tall enough to show it all has nothing to scroll: that is read too.
  useEffect(() => {
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [check]);

  return (
    <Stack gap="sm">
      <Title order={3} className={classes.sectionTitle}>
        {m.kvkkTitle}
      </Title>
      <div
        ref={box}
        className={classes.kvkkBox}
        role="region"
        aria-label={m.kvkkRegion}
        tabIndex={0}
        onScroll={check}
      >
        <NoticeText headingLevel={4} />
      </div>
      <Button variant="default" onClick={() => setFullOpen(true)}>
        {m.kvkkOpenFull}
      </Button>
      {/* The same text as the public page (one source: domain/kvkk-notice.ts), to keep or share. */}
      <Anchor size="sm" renderRoot={(props) => <Link to="/kvkk" target="_blank" rel="noopener" {...props} />}>
        <IconExternalLink size={14} aria-hidden className={classes.inlineIcon} />
        {m.kvkkPageLink}
      </Anchor>
      <Text size="sm" c={read ? 'teal.9' : 'dimmed'} id="kvkk-read-hint" role="status">
        {read ? <IconCircleCheck size={16} aria-hidden className={classes.inlineIcon} /> : null}
        {read ? null : <IconInfoCircle size={16} aria-hidden className={classes.inlineIcon} />}
        {read ? m.kvkkReadDone : m.kvkkReadFirst}
      </Text>
      <Checkbox
        size="md"
        label={m.kvkkAccept}
        checked={accepted}
        disabled={!read}
        onChange={(event) => onAccept(event.currentTarget.checked)}
        error={error}
        aria-describedby="kvkk-read-hint"
        classNames={{ body: classes.checkboxBody }}
      />
      <Modal
        opened={fullOpen}
        onClose={() => {
          setFullOpen(false);
          onRead();
        }}
        title={m.kvkkTitle}
        size="lg"
        closeButtonProps={{ 'aria-label': m.close }}
      >
        <Stack gap="md">
          <NoticeText headingLevel={3} />
          <Button
            onClick={() => {
              setFullOpen(false);
              onRead();
            }}
          >
            {m.close}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
