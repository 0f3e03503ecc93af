import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOf, isStoredFileName } from '../image-profile';
import type { ImageStorage, StoredFile } from './image-storage';

/** The file is not there: no such file, or a path component that is not a folder. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Files in one folder (UPLOADS_DIR): the default, for a single instance. */
export class FolderStorage implements ImageStorage {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  async put(file: string, body: Buffer): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const temporary = join(this.dir, `.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, this.path(file));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(file: string): Promise<StoredFile | null> {
    if (!isStoredFileName(file)) return null;
    try {
      const path = this.path(file);
      const { size } = await stat(path);
      return { body: createReadStream(path), contentType: contentTypeOf(file), length: size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(files: readonly string[]): Promise<void> {
    await Promise.all(
      files.filter(isStoredFileName).map((file) =>
        rm(this.path(file)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        }),
      ),
    );
  }

  private path(file: string): string {
    if (!isStoredFileName(file)) throw new Error('Not a stored file name');
    return join(this.dir, file);
  }
}
