import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { SignInRecord } from '../../application/auth/auth-ports';
import { AuthService } from '../../application/auth/auth-service';
import { ACCOUNT_MESSAGES, Role } from '../../domain/auth/account-rules';
import { clientAddressOf } from '../http/client-address';
import { ApiErrorAnswer, ApiErrors } from '../http/openapi/api-errors';
import { Access, AuthenticatedRequest } from './access';
import { CurrentUserDto, SignInRecordDto } from './auth-responses';
import { SessionCookie } from './session-cookie';
import { SIGN_IN_LOG_PAGE, SignInLogQueryDto } from './sign-in-log-dtos';
import { SignInLogReader } from './sign-in-log-reader';

class LoginDto {
  @ApiProperty({ example: 'guide', maxLength: 100 }) @IsString({ message: 'Username is required' }) @MaxLength(100) username!: string;
  @ApiProperty({ format: 'password', maxLength: 1000 }) @IsString({ message: 'Password is required' }) @MaxLength(1000) password!: string;
}

const SESSION_COOKIE_HEADER = {
  description: 'The session cookie (httpOnly, SameSite=Strict; `__Host-fishing_session` in production)',
  schema: { type: 'string' },
} as const;

export interface CurrentUserBody {
  username: string;
  role: Role;
}

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly signIns: SignInLogReader,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('login')
  @Access('public')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in: sets an httpOnly session cookie' })
  @ApiOkResponse({ type: CurrentUserDto, headers: { 'Set-Cookie': SESSION_COOKIE_HEADER } })
  // 429: too many attempts at this username from this address, or at any from this address.
  @ApiErrors(400, 429)
  // Not the shared 401 ("not signed in"): here it means the credentials were wrong.
  @ApiErrorAnswer(401, 'Wrong username or password', { message: ACCOUNT_MESSAGES.wrongCredentials })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CurrentUserBody> {
    const signedIn = await this.auth.signIn({
      username: body.username,
      password: body.password,
      // Counted by network as the other limits count (an IPv6 /64 is one client): the throttle's
      // counters are all per address, and a /64 would otherwise hand out endless fresh ones.
      ip: clientAddressOf(req),
      userAgent: req.get('user-agent') ?? null,
    });
    // A session cookie from before this sign-in is ended: every sign-in gets a new session id.
    const previous = this.cookie.token(req);
    if (previous) await this.auth.signOut(previous);
    this.cookie.set(req, res, signedIn.token, signedIn.expiresAt);
    return { username: signedIn.user.username, role: signedIn.user.role };
  }

  @Post('logout')
  @Access('public')
  @HttpCode(204)
  @ApiOperation({ summary: 'End the session on the server and clear the cookie' })
  @ApiNoContentResponse({ description: 'Signed out (also without a session)', headers: { 'Set-Cookie': SESSION_COOKIE_HEADER } })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const token = this.cookie.token(req);
    if (token) await this.auth.signOut(token);
    this.cookie.clear(req, res);
  }

  @Get('me')
  @Access('public')
  @ApiOperation({ summary: 'The signed-in account, 401 when none, 503 while no account exists at all' })
  @ApiOkResponse({ type: CurrentUserDto })
  // Public, so @Access adds no 401: this route answers it itself.
  @ApiErrors(401)
  @ApiErrorAnswer(503, 'No account exists yet: one must be created on the server', { message: ACCOUNT_MESSAGES.noAccount })
  async me(@Req() req: AuthenticatedRequest): Promise<CurrentUserBody> {
    if (req.user) return { username: req.user.username, role: req.user.role };
    if (await this.auth.setupRequired()) throw new ServiceUnavailableException(ACCOUNT_MESSAGES.noAccount);
    throw new UnauthorizedException('Not signed in');
  }

  @Get('sign-ins')
  @Access('staff')
  @ApiOperation({
    summary: 'Sign-ins, failures and refused (throttled) attempts, newest first: who, when, from where',
    description:
      'A run of refused attempts of one username from one address is one row: `count` attempts from `at` to `lastAt`. ' +
      'Pages of `limit` rows (default 50, at most 200); the X-Next-Before header is the `before` of the next page.',
  })
  @ApiOkResponse({
    type: [SignInRecordDto],
    headers: {
      'X-Next-Before': { description: 'Present when older rows exist: pass it as `before` for the next page', schema: { type: 'integer' } },
    },
  })
  @ApiErrors(400)
  async signInLog(@Query() query: SignInLogQueryDto, @Res({ passthrough: true }) res: Response): Promise<SignInRecord[]> {
    const page = await this.signIns.list({ ...query, limit: query.limit ?? SIGN_IN_LOG_PAGE.default });
    if (page.nextBefore !== null) res.setHeader('X-Next-Before', String(page.nextBefore));
    return page.records;
  }
}
