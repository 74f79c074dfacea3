import { createHash } from 'node:crypto';
import { Actor } from '../../domain/shared/actor';
import { DEFAULT_WAIVER_TERMS } from './waiver-terms-default';
import {
  InvalidWaiverTermsError,
  normalizeWaiverTerms,
  validateWaiverTerms,
  WaiverTermsVersionNotFoundError,
} from '../../domain/waivers/waiver-terms-rules';
import { recordContentChange } from '../audit/content-changes';
import { Clock } from '../ports/clock';
import { RecordReader, RecordStore, RecordTransaction } from '../ports/records';
import { table } from '../ports/read-models';
import { SEED_ACTOR } from '../seed/seed-runner';
import { WaiverTermsReader, WaiverTermsVersion } from './waiver-terms';

/** One stored version of the terms. Rows are only ever inserted: the table refuses updates and deletes. */
export interface WaiverTermsRow {
  id: number;
  text: string;
  sha256: string;
  createdAt: Date;
  createdBy: string;
}

export const waiverTermsTable = table<WaiverTermsRow>('waiver_terms_versions', ['id']);

/** What a save did: `created` is false when the text was the current version's already. */
export interface SavedWaiverTerms {
  readonly version: WaiverTermsVersion;
  readonly created: boolean;
}

const AREA = 'waiver-terms';
/** Every writer of a version queues on this, so two servers cannot both store the starting text or interleave saves. */
const WRITE_LOCK = `${AREA}:versions`;
/** Who the starting text is stored as, in the version and in the audit. */
const STARTING_TEXT_BY = 'system';
/**
 * How long this process trusts its copy of the current version for showing it: its own saves drop
 * the copy at once, another server's are seen within this time. A signature is judged against the
 * stored versions themselves (latest()), so a page shown the older version meanwhile is asked to
 * sign the newer one.
 */
const CURRENT_FRESH_MS = 5_000;
/** The largest id the serial column can hold: a larger one names no version (and would make PostgreSQL refuse the query). */
const MAX_ID = 2_147_483_647;

/** Lowercase hex SHA-256 of the text's UTF-8 bytes: what the signature records and anyone can recompute. */
export function waiverTermsSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The waiver's terms as append-only versions. The table starts empty; the first read stores the
 * starting text as version 1, so a new site has terms to sign before the admin writes any, and
 * every signature can name a stored version.
 */
export class WaiverTermsService implements WaiverTermsReader {
  private cachedCurrent: { version: Promise<WaiverTermsVersion>; readAt: number } | undefined;

  constructor(
    private readonly store: RecordStore,
    private readonly clock: Clock,
  ) {}

  current(): Promise<WaiverTermsVersion> {
    const now = Date.now();
    if (!this.cachedCurrent || now - this.cachedCurrent.readAt >= CURRENT_FRESH_MS) {
      const version = this.readCurrent();
      this.cachedCurrent = { version, readAt: now };
      version.catch(() => (this.cachedCurrent = undefined));
    }
    return this.cachedCurrent.version;
  }

  async latest(): Promise<WaiverTermsVersion> {
    const stored = await latest(this.store);
    return stored ? versionOf(stored) : this.readCurrent();
  }

  async byId(id: number): Promise<WaiverTermsVersion | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
    const row = await this.store.findOne(waiverTermsTable, { id });
    return row ? versionOf(row) : null;
  }

  /** One version, or the refusal the API answers 404 with. */
  async get(id: number): Promise<WaiverTermsVersion> {
    const version = await this.byId(id);
    if (!version) throw new WaiverTermsVersionNotFoundError();
    return version;
  }

  /** Every version, newest first (the starting text included once a read has stored it). */
  async list(): Promise<WaiverTermsVersion[]> {
    await this.current();
    return (await this.store.list(waiverTermsTable, { order: { id: 'DESC' } })).map(versionOf);
  }

  /**
   * Stores the text as a new version, unless it is (once normalised) the current version's text:
   * then nothing is written and the current version comes back, so saving the editor twice does
   * not make signatures of identical text point at different versions.
   */
  async save(text: string, actor: Actor): Promise<SavedWaiverTerms> {
    const message = validateWaiverTerms(text);
    if (message) throw new InvalidWaiverTermsError(message);
    const normalized = normalizeWaiverTerms(text);
    try {
      return await this.store.transaction(async (tx) => {
        await tx.lock(WRITE_LOCK);
        const current = (await latest(tx)) ?? (await this.append(tx, DEFAULT_WAIVER_TERMS, SEED_ACTOR, null));
        if (current.text === normalized) return { version: versionOf(current), created: false };
        return { version: versionOf(await this.append(tx, normalized, actor, current)), created: true };
      });
    } finally {
      this.cachedCurrent = undefined;
    }
  }

  private async readCurrent(): Promise<WaiverTermsVersion> {
    const stored = await latest(this.store);
    if (stored) return versionOf(stored);
    // Another server may be storing the starting text too: whoever gets the lock second finds it.
    const row = await this.store.transaction(async (tx) => {
      await tx.lock(WRITE_LOCK);
      return (await latest(tx)) ?? (await this.append(tx, DEFAULT_WAIVER_TERMS, SEED_ACTOR, null));
    });
    return versionOf(row);
  }

  private async append(tx: RecordTransaction, text: string, actor: Actor, replaces: WaiverTermsRow | null): Promise<WaiverTermsRow> {
    const now = this.clock.now();
    const sha256 = waiverTermsSha256(text);
    const row = await tx.insert(waiverTermsTable, { text, sha256, createdAt: now, createdBy: createdByOf(actor) });
    // A version is a new record, but the audit compares it with the one it replaces: it reads as the terms changing from what to what.
    await recordContentChange(tx, {
      area: AREA,
      recordId: row.id,
      action: 'created',
      actor,
      at: now,
      before: replaces ? { text: replaces.text, sha256: replaces.sha256 } : null,
      after: { text, sha256 },
    });
    return row;
  }
}

function latest(reader: RecordReader): Promise<WaiverTermsRow | undefined> {
  return reader.list(waiverTermsTable, { order: { id: 'DESC' }, limit: 1 }).then((rows) => rows[0]);
}

function versionOf(row: WaiverTermsRow): WaiverTermsVersion {
  return { id: row.id, text: row.text, sha256: row.sha256, createdAt: row.createdAt.toISOString(), createdBy: row.createdBy };
}

/** The contract's `createdBy`: an admin's username, or 'system' for the starting text. */
function createdByOf(actor: Actor): string {
  switch (actor.kind) {
    case 'user':
      return actor.username;
    case 'system':
      return STARTING_TEXT_BY;
    case 'visitor':
      return 'visitor';
    case 'customer':
      return 'customer';
  }
}
