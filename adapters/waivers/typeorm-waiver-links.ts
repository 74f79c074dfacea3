import { DataSource } from 'typeorm';
import { WaiverCopyLinkRow, WaiverCopyLinkStore } from '../../application/waivers/waiver-copy-links';
import { newWaiverReference, WaiverReferences } from '../../application/waivers/waiver-references';
import { prepared, sqlPool } from '../persistence/sql-pool';

/**
 * The booking's reference in one statement: the one it has, or a new one inserted. (The SELECT
 * sees the table as the statement began, so a reference another server inserts meanwhile is
 * found by the read after.)
 */
const REFERENCE_OF = `
  WITH made AS (
    INSERT INTO booking_waiver_references ("bookingId", "reference", "createdAt") VALUES ($1, $2, $3)
    ON CONFLICT ("bookingId") DO NOTHING
    RETURNING "reference")
  SELECT "reference" FROM made
  UNION ALL
  SELECT "reference" FROM booking_waiver_references WHERE "bookingId" = $1`;

/** Each booking's waiver reference, made once: a second server asking at the same moment gets the first one's. */
export class TypeOrmWaiverReferences implements WaiverReferences {
  constructor(
    private readonly dataSource: DataSource,
    private readonly newReference: () => string = newWaiverReference,
  ) {}

  async referenceOf(bookingId: string, at: Date): Promise<string> {
    const { rows } = await sqlPool(this.dataSource).query<{ reference: string }>(
      prepared(REFERENCE_OF, [bookingId, this.newReference(), at]),
    );
    if (rows[0]) return rows[0].reference;
    // Made by another server in the same instant, after this statement's snapshot: read it now.
    const { rows: made } = await sqlPool(this.dataSource).query<{ reference: string }>(
      prepared('SELECT "reference" FROM booking_waiver_references WHERE "bookingId" = $1', [bookingId]),
    );
    return made[0]!.reference;
  }
}

export class TypeOrmWaiverCopyLinks implements WaiverCopyLinkStore {
  constructor(private readonly dataSource: DataSource) {}

  async save(link: WaiverCopyLinkRow): Promise<void> {
    await sqlPool(this.dataSource).query(
      prepared(
        'INSERT INTO waiver_copy_links ("tokenHash", "waiverId", "createdAt") VALUES ($1, $2, $3) ON CONFLICT ("tokenHash") DO NOTHING',
        [link.tokenHash, link.waiverId, link.createdAt],
      ),
    );
  }

  async waiverIdOf(tokenHash: string, since: Date): Promise<string | null> {
    const { rows } = await sqlPool(this.dataSource).query<{ waiverId: string }>(
      prepared('SELECT "waiverId" FROM waiver_copy_links WHERE "tokenHash" = $1 AND "createdAt" >= $2', [tokenHash, since]),
    );
    return rows[0]?.waiverId ?? null;
  }
}
