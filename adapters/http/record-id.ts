import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** The largest id of a table with an integer key (PostgreSQL's `int`). */
export const RECORD_ID_MAX = 2_147_483_647;

export const RECORD_ID_MESSAGE = `The id must be a whole number from 1 to ${RECORD_ID_MAX}`;

/**
 * A numeric id in the path: digits only, within the integer key's range, or 400 with the message.
 * An id beyond the range never reaches the database (which would refuse it with an error, a 500).
 */
@Injectable()
export class RecordIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global validation pipe may have made a number of it already (the parameter is typed number).
    const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
    if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > RECORD_ID_MAX) throw new BadRequestException({ message: RECORD_ID_MESSAGE });
    return Number(text);
  }
}
