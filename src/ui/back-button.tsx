import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';

export interface BackButtonProps {
  /** Where to go when there is no previous page in this tab; defaults to the home page. */
  fallback?: string;
  label?: string;
}

/** Goes to the previous page, or to the fallback, or to / (SPEC section 2, "Other interface pieces"). */
export function BackButton({ fallback = '/', label = 'Geri' }: BackButtonProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();

  const goBack = () => {
    if (canGoBack) {
      router.history.back();
    } else {
      void router.navigate({ to: fallback });
    }
  };

  return (
    <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={goBack}>
      {label}
    </Button>
  );
}
