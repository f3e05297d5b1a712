// The help entries' calls (GET/POST/PUT/DELETE /admin/help): query options and hooks.
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { listQuery, type Page } from '@/api/list';
import type { components } from '@/api/schema';
import { adminKeys } from '../../admin-keys';
import { useRefreshingMutation } from '../../common/use-refreshing-mutation';
import { pageList } from '../../common/page-query';
import type { HelpSearch } from './search';

export type { HelpSearch };

export type HelpEntry = components['schemas']['HelpEntry'];
type HelpBody = components['schemas']['HelpInput'];

export async function getHelp(search: HelpSearch): Promise<Page<HelpEntry>> {
  return unwrap(await api.GET('/admin/help', { params: { query: listQuery(search) } }));
}

export const { options: getHelpQueryOptions, useList: useHelp } = pageList(
  (search: HelpSearch) => adminKeys.help.list(search),
  getHelp,
);

export type SaveHelpInput = { helpId?: number; body: HelpBody };

/** Adds (no id) or changes an entry. */
async function saveHelp({ helpId, body }: SaveHelpInput): Promise<HelpEntry> {
  return helpId === undefined
    ? unwrap(await api.POST('/admin/help', { body }))
    : unwrap(await api.PUT('/admin/help/{helpId}', { params: { path: { helpId } }, body }));
}

async function deleteHelp(helpId: number): Promise<void> {
  unwrap(await api.DELETE('/admin/help/{helpId}', { params: { path: { helpId } } }));
}

// The public help page (issue 17, features/content: contentKeys.help() is ['content', 'help'],
// on another branch) reads GET /help: its cache goes too.
const helpReads = [adminKeys.help.all, ['content', 'help']];

export const useSaveHelp = () => useRefreshingMutation(saveHelp, helpReads);
export const useDeleteHelp = () => useRefreshingMutation(deleteHelp, helpReads);
