// A two-file import cycle on purpose: scripts/lint-rules.test.ts checks import-x/no-cycle refuses it
// (this folder is ignored by `npm run lint`).
import { b } from './b';
export const a = (): number => b() + 1;
