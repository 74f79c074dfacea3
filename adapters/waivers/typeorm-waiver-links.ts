import { DataSource } from 'typeorm';
import { WaiverCopyLinkRow, WaiverCopyLinkStore } from '../../application/waivers/waiver-copy-links';
import { newWaiverReference, WaiverReferences } from '../../application/waivers/waiver-references';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** Each booking's waiver reference, made once: a second server asking at the same moment gets the first one's. */
export class TypeOrmWaiverReferences implements WaiverReferences {
  constructor(
    private readonly dataSource: DataSource,
    private readonly newReference: () => string = newWaiverReference,
  ) {}

  async referenceOf(bookingId: string, at: Date): Promise<string> {
    const pool = sqlPool(this.dataSource);
    await pool.query(
      prepared(
        'INSERT INTO booking_waiver_references ("bookingId", "reference", "createdAt") VALUES ($1, $2, $3) ON CONFLICT ("bookingId") DO NOTHING',
        [bookingId, this.newReference(), at],
      ),
    );
    const { rows } = await pool.query<{ reference: string }>(
      prepared('SELECT "reference" FROM booking_waiver_references WHERE "bookingId" = $1', [bookingId]),
    );
    return rows[0]!.reference;
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
