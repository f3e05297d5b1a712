import type { Plugin } from 'vite';

export const MANTINE_USE_ID: string;
export const STABLE_USE_ID: string;
export function mantineStableId(): Plugin;
