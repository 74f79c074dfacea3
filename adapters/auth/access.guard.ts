import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthService } from '../../application/auth/auth-service';
import { ACCESS_KEY, AccessLevel, AuthenticatedRequest } from './access';
import { SessionCookie } from './session-cookie';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Runs before every route: the server, not the browser, decides who may do what. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // A route without a decision is treated as the strictest (the access test also flags it).
    const level = this.reflector.getAllAndOverride<AccessLevel>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? 'admin';
    const user = await this.auth.currentUser(this.cookie.token(request));
    if (user) request.user = user;
    if (level === 'public') return true;
    if (!user) throw new UnauthorizedException('Please sign in to continue.');
    const write = !READ_METHODS.has(request.method);
    if (user.role !== 'admin' && (level === 'admin' || write)) {
      throw new ForbiddenException('Your account may look but not change anything.');
    }
    return true;
  }
}
