import { Group, Loader, Skeleton, Text } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { useDocumentImage, type DocumentRef } from './api';
import { documentMessages as m } from './messages';

export interface DocumentImageProps {
  document: DocumentRef;
  alt: string;
  className?: string;
  /** A placeholder box of the thumbnail's size (an icon when there is no thumbnail or it fails). */
  placeholderClassName?: string;
}

/** A document's thumbnail, loaded with the session; an icon when it has none. */
export function DocumentThumbnailImage({
  document,
  alt,
  className,
  placeholderClassName,
}: DocumentImageProps) {
  const query = useDocumentImage(document.id, 'thumbnail', !!document.thumbnailUrl);
  if (!document.thumbnailUrl || query.isError)
    return (
      <span className={placeholderClassName} title={m.noThumbnail}>
        {query.isError ? <IconPhotoOff size={20} aria-hidden /> : <IconPhoto size={20} aria-hidden />}
      </span>
    );
  if (!query.data) return <Skeleton className={className} aria-hidden />;
  return <img src={query.data} alt={alt} className={className} decoding="async" />;
}

/** The file itself, full size: loaded only when this is shown (a dialog opened). */
export function DocumentFullImage({
  document,
  alt,
  className,
}: Omit<DocumentImageProps, 'placeholderClassName'>) {
  const query = useDocumentImage(document.id, 'full');
  if (query.isError)
    return (
      <Text c="red.9" role="alert">
        {m.failed}
      </Text>
    );
  if (!query.data)
    return (
      <Group gap="xs" justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{m.loading}</Text>
      </Group>
    );
  return <img src={query.data} alt={alt} className={className} />;
}
