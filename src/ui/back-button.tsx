import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';

export interface BackButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** Where to go when there is no previous page in this tab; defaults to the home page. */
  fallback?: string;
  label?: string;
}

/**
 * Goes to the previous page, or to the fallback, or to / (docs/screens-and-routes.md, "Other interface pieces").
 * A link to the fallback (a page opened from elsewhere, a new tab, a middle click), which goes
 * back through the history instead when this tab came from another page of the app.
 */
export function BackButton({ fallback = '/', label = 'Geri', variant = 'subtle', size }: BackButtonProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();

  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      renderRoot={(props) => (
        <Link
          to={fallback}
          {...props}
          onClick={(event) => {
            if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            router.history.back();
          }}
        />
      )}
    >
      {label}
    </Button>
  );
}
