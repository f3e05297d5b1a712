import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation whose answer makes lists elsewhere stale: once it has run, every query under `stale`
 * reads again (every page and filter). By default also after a refusal (`onSettled`: a 409 may
 * mean another admin changed it); `afterSuccessOnly` when only a success changes anything.
 */
export function useRefreshingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  stale: readonly QueryKey[],
  { afterSuccessOnly = false }: { afterSuccessOnly?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    ...(afterSuccessOnly ? { onSuccess: refresh } : { onSettled: refresh }),
  });
}
