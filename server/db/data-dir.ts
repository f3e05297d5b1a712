// The embedded database's folder on disk (docs/server.md "Data folder"):
// - one process per folder: a pid lockfile beside it (`<dir>.lock`); two processes writing one
//   PGlite folder corrupt it. A lockfile left by a process that is gone is taken over.
// - a new folder is made complete or not at all: initialised under a temporary name in the same
//   parent, then renamed into place, so a crash during initialisation leaves no half folder.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dir} is in use by process ${pid}; stop it or choose another DATA_DIR.`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lockfile for this process; the returned function gives it back. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
        throw new DataDirInUse(dir, pid);
      if (pid === process.pid) throw new DataDirInUse(dir, pid);
      rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not take the lockfile ${file}`);
}

/** Makes `dir` a PGlite folder if it is not one yet (initialised aside, then renamed into place). */
export async function ensureDataDir(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  if (existsSync(dir)) {
    // Never delete what someone else put there: only an empty folder is taken.
    if (readdirSync(dir).length > 0)
      throw new Error(`${dir} is not empty and is not a database folder; choose another DATA_DIR.`);
    rmSync(dir, { recursive: true, force: true });
  }
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  const temporary = join(parent, `.${basename(dir)}.init-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  const pglite = new PGlite(temporary);
  await pglite.waitReady;
  await pglite.close();
  renameSync(temporary, dir);
}
