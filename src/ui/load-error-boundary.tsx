import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { isChunkLoadError } from './lazy-with-retry';

const messages = {
  defaultTitle: 'Bu bölüm yüklenemedi',
  chunkText: 'Gerekli dosyalar indirilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  otherText: 'Beklenmedik bir sorun oluştu. Tekrar deneyin; sorun sürerse sayfayı yenileyin.',
  retry: 'Tekrar Dene',
} as const;

export interface LoadErrorBoundaryProps {
  /** What could not be shown, e.g. "Harita yüklenemedi". */
  title?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Around lazily loaded parts (the map picker, the form's steps): a chunk that did not arrive
 * (offline, a deployment replaced it) shows a Turkish message and "Tekrar Dene" in place of that
 * part, instead of replacing the page with a raw English error. With `lazyWithRetry` the retry
 * really loads again.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Not console.error: a missing chunk is an expected condition offline.
    console.warn('Lazy part failed', error, info.componentStack);
  }

  private retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <Alert
        role="alert"
        color="orange"
        variant="light"
        icon={<IconWifiOff size={18} aria-hidden />}
        title={this.props.title ?? messages.defaultTitle}
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm">{isChunkLoadError(error) ? messages.chunkText : messages.otherText}</Text>
          <Button size="xs" onClick={this.retry}>
            {messages.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
}
