import { status, type ServiceError } from '@grpc/grpc-js';
import { Metadata } from '@grpc/grpc-js';

/** A request the stand-in refuses: the call ends with this gRPC status and message. */
export class Refused extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

/** Any failure as the status a gRPC handler ends its call with. */
export function serviceError(error: unknown): ServiceError {
  const code = error instanceof Refused ? error.code : status.INVALID_ARGUMENT;
  const details = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(details), { code, details, metadata: new Metadata() });
}
