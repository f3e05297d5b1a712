// A two-file import cycle on purpose: scripts/lint-rules.test.ts checks import-x/no-cycle refuses it
// (this folder is ignored by `npm run lint`).
import { a } from './a';
export const b = (): number => (Math.random() > 2 ? a() : 0);
