import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../shared/tokens';
import { isMediaFileName, SqlMediaFiles } from './sql-media-files';

/** The types express.static gave the names this server has ever written. */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * Earlier versions kept uploads in MEDIA_DIR only. At start-up the files the database lacks are
 * copied into it, one at a time, so an upgrade loses none; the folder is left as it is. Two servers
 * starting together both try, and the first to claim a name stores it (SqlMediaFiles.save).
 * Dot-files are the temporaries of an interrupted write, never finished files.
 */
export async function importMediaDir(dir: string, files: SqlMediaFiles): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const names = entries.filter((entry) => entry.isFile() && isMediaFileName(entry.name)).map((entry) => entry.name);
  const missing = await files.missing(names);
  for (const name of missing) {
    await files.save(name, await readFile(join(dir, name)), TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream');
  }
  return missing;
}

/** Before the seed and the first request: pages may name any file of the folder. */
@Injectable()
export class MediaDirImport implements OnModuleInit {
  private readonly logger = new Logger('Media');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: SqlMediaFiles,
  ) {}

  async onModuleInit(): Promise<void> {
    const imported = await importMediaDir(this.config.mediaDir, this.files);
    if (imported.length) this.logger.log(`Copied ${imported.length} uploaded files from ${this.config.mediaDir} into the database`);
  }
}
