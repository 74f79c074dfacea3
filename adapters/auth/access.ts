import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import { SignedInUser } from '../../application/auth/auth-service';
import { Actor } from '../../domain/shared/actor';

/**
 * Who may call a route. Every route states it; the access test fails for one that does not.
 * - public: anybody, no session needed;
 * - staff: any signed-in account, admin or auditor (reads only: an auditor's write is refused);
 * - admin: signed-in admins only.
 */
export type AccessLevel = 'public' | 'staff' | 'admin';
export const ACCESS_KEY = 'access';
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

export interface AuthenticatedRequest extends Request {
  user?: SignedInUser;
}

/** The actor every event records: the signed-in account, or a visitor on public routes. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  return user ? { kind: 'user', username: user.username, role: user.role } : { kind: 'visitor' };
});
