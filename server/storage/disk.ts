// Documents' bytes on the local disk (the default driver): one file per key under the folder, in a
// subfolder named by the key's first two characters. A file is written under a temporary name in
// the same folder and renamed into place, so a reader never sees half a file.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkedKey, type DocumentStorage } from './storage';

export function diskStorage(folder: string): DocumentStorage {
  const pathOf = (key: string) => join(folder, checkedKey(key).slice(0, 2), key);
  return {
    name: `disk ${folder}`,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      const temporary = `${path}.${crypto.randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
