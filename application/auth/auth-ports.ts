import { Role } from '../../domain/auth/account-rules';

export interface UserAccount {
  readonly id: number;
  readonly username: string;
  readonly role: Role;
  readonly passwordHash: string;
  readonly createdAt: Date;
}

export interface UserStore {
  count(): Promise<number>;
  findByUsername(username: string): Promise<UserAccount | null>;
  findById(id: number): Promise<UserAccount | null>;
  /** Throws DuplicateUsernameError when the (normalised) username is taken. */
  create(user: { username: string; role: Role; passwordHash: string; createdAt: Date }): Promise<UserAccount>;
}

export interface Session {
  readonly userId: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Sessions are stored under a hash of their token: a leaked table does not hand out sign-ins. */
export interface SessionStore {
  create(tokenHash: string, session: Session & { ip: string | null; userAgent: string | null }): Promise<void>;
  find(tokenHash: string): Promise<Session | null>;
  delete(tokenHash: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}

export type SignInOutcome = 'success' | 'failure' | 'throttled';

export interface SignInRecord {
  readonly username: string;
  readonly ip: string | null;
  readonly outcome: SignInOutcome;
  readonly at: Date;
}

export interface SignInLog {
  record(entry: SignInRecord): Promise<void>;
  /**
   * Failures for this username, and from this address, after `since` and after the last success of
   * the same username (or address). Throttling counts them.
   */
  recentFailures(username: string, ip: string | null, since: Date): Promise<{ byUsername: Date[]; byIp: Date[] }>;
  list(limit: number): Promise<SignInRecord[]>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export class DuplicateUsernameError extends Error {
  override readonly name = 'DuplicateUsernameError';
}
