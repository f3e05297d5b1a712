// Query keys of the public content (help), on their own so the persister (in the entry) can name
// them without loading the queries. Dynamic pages have their own keys (features/dynamic-pages).
export const contentKeys = {
  all: ['content'] as const,
  help: () => [...contentKeys.all, 'help'] as const,
};
