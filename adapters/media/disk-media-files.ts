import { randomBytes } from 'node:crypto';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { MediaFiles } from '../../application/media/media-ports';

/**
 * Uploaded files in one folder (MEDIA_DIR). Each is written to a temporary dot-file (never served:
 * express.static ignores dot-files), flushed, then renamed into place, which is atomic on one
 * file system: a crash leaves at worst a stray temporary file, never half a file under a real name.
 */
export class DiskMediaFiles implements MediaFiles {
  constructor(private readonly dir: string) {}

  async save(name: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const file = await open(temporary, 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      await access(this.pathOf(name));
      return true;
    } catch {
      return false;
    }
  }

  /** Names come from content hashes; anything with a folder in it is a bug, not a path to follow. */
  private pathOf(name: string): string {
    if (basename(name) !== name || name.startsWith('.')) throw new Error(`Not a media file name: ${name}`);
    return join(this.dir, name);
  }
}
