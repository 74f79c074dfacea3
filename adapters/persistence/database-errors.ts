import { QueryFailedError } from 'typeorm';

/**
 * PostgreSQL's unique_violation (23505), optionally of one named constraint: raised through
 * TypeORM (QueryFailedError around the driver's error) or straight from node-postgres.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as { code?: string; constraint?: string } | null;
  if (typeof driverError !== 'object' || driverError === null) return false;
  return driverError.code === '23505' && (constraint === undefined || driverError.constraint === constraint);
}
