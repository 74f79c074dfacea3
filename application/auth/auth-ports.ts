import { Role } from '../../domain/auth/account-rules';
import { AttemptCounter } from '../../domain/auth/sign-in-throttle';

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

export const SIGN_IN_OUTCOMES = ['success', 'failure', 'throttled'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export interface SignInEntry {
  readonly username: string;
  readonly ip: string | null;
  readonly outcome: SignInOutcome;
  readonly at: Date;
}

/** A row of the log: one attempt, or a run of `count` refused ones from `at` to `lastAt`. */
export interface SignInRecord extends SignInEntry {
  readonly id: number;
  readonly count: number;
  readonly lastAt: Date;
}

export interface SignInLogQuery {
  readonly outcome?: SignInOutcome;
  readonly username?: string;
  readonly ip?: string;
  /** Only rows older than this id: the cursor of the previous page. */
  readonly before?: number;
  readonly limit: number;
}

export interface SignInLogPage {
  /** Newest first. */
  readonly records: SignInRecord[];
  /** The `before` of the next page; null when this one is the last. */
  readonly nextBefore: number | null;
}

export interface SignInLog {
  /**
   * A refused attempt joins the run of refused attempts its (username, address) has open instead
   * of adding a row, so a flood cannot push real entries out of sight. A run ends at a success of
   * that (username, address) or when it is THROTTLED_RUN_MS old.
   */
  record(entry: SignInEntry): Promise<void>;
  list(query: SignInLogQuery): Promise<SignInLogPage>;
}

/**
 * Sign-in attempt counters by key. Concurrent attempts must not read the same count: `update`
 * holds each key from its read to the end of the change, taking the keys in the order given.
 */
export interface AttemptCounterStore {
  /** Reads the keys' counters (an empty one for a new key), then stores the counters `change` returns, if any. */
  update<T>(
    keys: readonly string[],
    now: Date,
    change: (counters: AttemptCounter[]) => { readonly counters?: readonly AttemptCounter[]; readonly result: T },
  ): Promise<T>;
  /** Forgets counters with neither an attempt nor a window start since `attemptsBefore`, and no success since `successesBefore`. */
  deleteStale(attemptsBefore: Date, successesBefore: Date): Promise<number>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export class DuplicateUsernameError extends Error {
  override readonly name = 'DuplicateUsernameError';
}
