import {
  ACCOUNT_MESSAGES,
  CommonPasswords,
  isCommonPassword,
  isValidPassword,
  isValidUsername,
  normaliseUsername,
  Role,
  SESSION_TTL_MS,
  SIGN_IN_THROTTLE,
} from '../../domain/auth/account-rules';
import { admitAttempt, AttemptCounter, KNOWN_ADDRESS_MS, settleSuccess, SignInCounters } from '../../domain/auth/sign-in-throttle';
import { DomainError } from '../../domain/shared/decider';
import { Clock } from '../ports/clock';
import { AttemptCounterStore, DuplicateUsernameError, PasswordHasher, SessionStore, SignInLog, UserStore } from './auth-ports';

export interface SignedInUser {
  readonly id: number;
  readonly username: string;
  readonly role: Role;
}

export interface SignedIn {
  /** The secret for the cookie; only its hash is stored. */
  readonly token: string;
  readonly user: SignedInUser;
  readonly expiresAt: Date;
}

/** Random session tokens and their stored form (a port: the adapter uses node:crypto). */
export interface SessionTokens {
  newToken(): string;
  hash(token: string): string;
}

export class WrongCredentialsError extends DomainError {
  constructor() {
    super('wrong-credentials', ACCOUNT_MESSAGES.wrongCredentials);
  }
}

export class SignInThrottledError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('sign-in-throttled', ACCOUNT_MESSAGES.throttled);
  }
}

export class InvalidAccountError extends DomainError {
  constructor(
    message: string,
    readonly field: 'username' | 'password' | 'role',
  ) {
    super(field === 'username' && message === ACCOUNT_MESSAGES.duplicate ? 'duplicate-username' : 'invalid-account', message);
  }
}

export interface SignInAttempt {
  readonly username: string;
  readonly password: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export class AuthService {
  /** Checked for unknown usernames, so that they cost the same time as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly signIns: SignInLog,
    private readonly counters: AttemptCounterStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  /** True until the first account has been created (the admin screen then says how). */
  async setupRequired(): Promise<boolean> {
    return (await this.users.count()) === 0;
  }

  async signIn(attempt: SignInAttempt): Promise<SignedIn> {
    const username = normaliseUsername(attempt.username);
    const now = this.clock.now();
    const keys = counterKeys(username, attempt.ip);
    // Counted before the (slow) password check: a burst of parallel guesses meets the same count.
    // A refused attempt is counted too: an address that keeps sending keeps itself locked.
    const admission = await this.counters.update(keys, now, (current) => {
      const judged = admitAttempt(fromList(current), now);
      return { counters: toList(judged.next), result: judged };
    });
    if (!admission.admitted) {
      await this.signIns.record({ username, ip: attempt.ip, outcome: 'throttled', at: now });
      throw new SignInThrottledError(admission.retryAfterSeconds);
    }
    const user = await this.users.findByUsername(username);
    const hash = user?.passwordHash ?? (await this.dummy());
    const matches = (await this.hasher.verify(hash, attempt.password)) && user !== null;
    if (!matches || !user) {
      await this.signIns.record({ username, ip: attempt.ip, outcome: 'failure', at: now });
      throw new WrongCredentialsError();
    }
    await this.counters.update(keys, now, (current) => ({
      counters: toList(settleSuccess(fromList(current), now, this.clock.now())),
      result: undefined,
    }));
    await this.signIns.record({ username, ip: attempt.ip, outcome: 'success', at: now });
    const token = this.tokens.newToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.sessions.create(this.tokens.hash(token), {
      userId: user.id,
      createdAt: now,
      expiresAt,
      ip: attempt.ip,
      userAgent: attempt.userAgent,
    });
    return { token, expiresAt, user: { id: user.id, username: user.username, role: user.role } };
  }

  async signOut(token: string): Promise<void> {
    await this.sessions.delete(this.tokens.hash(token));
  }

  /** The user behind a session token, or null when it is unknown or expired. */
  async currentUser(token: string | undefined): Promise<SignedInUser | null> {
    if (!token) return null;
    const tokenHash = this.tokens.hash(token);
    const session = await this.sessions.find(tokenHash);
    if (!session) return null;
    if (session.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.sessions.delete(tokenHash);
      return null;
    }
    const user = await this.users.findById(session.userId);
    return user ? { id: user.id, username: user.username, role: user.role } : null;
  }

  async createUser(input: { username: string; password: string; role: Role }): Promise<SignedInUser> {
    const username = normaliseUsername(input.username);
    if (!isValidUsername(username)) throw new InvalidAccountError(ACCOUNT_MESSAGES.username, 'username');
    if (!isValidPassword(input.password)) throw new InvalidAccountError(ACCOUNT_MESSAGES.password, 'password');
    if (isCommonPassword(input.password, username, this.commonPasswords)) {
      throw new InvalidAccountError(ACCOUNT_MESSAGES.commonPassword, 'password');
    }
    if (await this.users.findByUsername(username)) throw new InvalidAccountError(ACCOUNT_MESSAGES.duplicate, 'username');
    try {
      const user = await this.users.create({
        username,
        role: input.role,
        passwordHash: await this.hasher.hash(input.password),
        createdAt: this.clock.now(),
      });
      return { id: user.id, username: user.username, role: user.role };
    } catch (error) {
      if (error instanceof DuplicateUsernameError) throw new InvalidAccountError(ACCOUNT_MESSAGES.duplicate, 'username');
      throw error;
    }
  }

  async removeExpiredSessions(): Promise<number> {
    return this.sessions.deleteExpired(this.clock.now());
  }

  /** Counters that can no longer refuse anything nor mark an address as known. */
  async removeStaleThrottleCounters(): Promise<number> {
    const now = this.clock.now().getTime();
    // A counter's window and lock both end at most SIGN_IN_THROTTLE.windowMs after its latest attempt.
    return this.counters.deleteStale(new Date(now - SIGN_IN_THROTTLE.windowMs), new Date(now - KNOWN_ADDRESS_MS));
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(`no such user ${this.tokens.newToken()}`);
    return this.dummyHash;
  }
}

/**
 * Always in this order: the store locks keys in the order given, so concurrent attempts cannot
 * deadlock. Both keys hold the address: attempts from elsewhere never wait on these rows.
 */
function counterKeys(username: string, ip: string | null): string[] {
  return [`pair:${JSON.stringify([username, ip])}`, `address:${JSON.stringify(ip)}`];
}

function fromList([pair, address]: readonly AttemptCounter[]): SignInCounters {
  return { pair: pair!, address: address! };
}

function toList(counters: SignInCounters): AttemptCounter[] {
  return [counters.pair, counters.address];
}
