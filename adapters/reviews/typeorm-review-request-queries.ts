import { DataSource } from 'typeorm';
import { ReviewRequestRow, ReviewRequestView } from '../../application/reviews/review-request-read-models';
import { ReviewRequestQueries } from '../../application/reviews/review-request-service';
import { ReviewRequestStatus } from '../../domain/reviews/review-requests';
import { prepared, sqlPool } from '../persistence/sql-pool';

const VIEW_COLUMNS = `"id", "bookingId", "customerName", "customerEmail", "customerPhone", "requestType", "status", "scheduledFor",
  "sentAt", "completedAt", "reviewPlatform", "reviewUrl", "incentiveOffered", "notes", "createdAt", "tripDate",
  "followUpStatus", "followUpScheduledFor", "followUpSentAt"`;

export class TypeOrmReviewRequestQueries implements ReviewRequestQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(status?: ReviewRequestStatus): Promise<ReviewRequestView[]> {
    const where = status ? 'WHERE "status" = $1' : '';
    const { rows } = await sqlPool(this.dataSource).query<ReviewRequestView>(
      prepared(
        `SELECT ${VIEW_COLUMNS} FROM review_requests ${where} ORDER BY "scheduledFor" DESC, "bookingId" DESC LIMIT 1000`,
        status ? [status] : [],
      ),
    );
    return rows;
  }

  async byLinkTokenHash(hash: string): Promise<ReviewRequestRow | undefined> {
    const { rows } = await sqlPool(this.dataSource).query<ReviewRequestRow>(
      prepared('SELECT * FROM review_requests WHERE "linkTokenHash" = $1 OR "followUpTokenHash" = $1 LIMIT 1', [hash]),
    );
    return rows[0];
  }
}
