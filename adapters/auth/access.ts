import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInUser } from '../../application/auth/auth-service';
import { Actor } from '../../domain/shared/actor';
import { ApiErrors } from '../http/openapi/api-errors';
import { SESSION_SECURITY_SCHEME } from '../http/openapi/openapi-document';

/**
 * Who may call a route. Every route states it; the access test fails for one that does not.
 * - public: anybody, no session needed;
 * - staff: any signed-in account, admin or auditor (reads only: an auditor's write is refused);
 * - admin: signed-in admins only.
 */
export type AccessLevel = 'public' | 'staff' | 'admin';
export const ACCESS_KEY = 'access';
/** Also declares, in the OpenAPI document, the session cookie and the 401/403 of a protected route. */
export const Access = (level: AccessLevel) =>
  level === 'public'
    ? SetMetadata(ACCESS_KEY, level)
    : applyDecorators(SetMetadata(ACCESS_KEY, level), ApiCookieAuth(SESSION_SECURITY_SCHEME), ApiErrors(401, 403));

export interface AuthenticatedRequest extends Request {
  user?: SignedInUser;
}

/** The actor every event records: the signed-in account, or a visitor on public routes. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  return user ? { kind: 'user', username: user.username, role: user.role } : { kind: 'visitor' };
});
