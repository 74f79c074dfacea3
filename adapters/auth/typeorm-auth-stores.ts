import { DataSource, LessThanOrEqual } from 'typeorm';
import {
  DuplicateUsernameError,
  Session,
  SessionStore,
  SignInLog,
  SignInRecord,
  UserAccount,
  UserStore,
} from '../../application/auth/auth-ports';
import { isUniqueViolation } from '../persistence/database-errors';
import { SessionEntity, SignInEntity, UserEntity } from './auth-tables';

export class TypeOrmUserStore implements UserStore {
  constructor(private readonly dataSource: DataSource) {}

  count(): Promise<number> {
    return this.dataSource.getRepository(UserEntity).count();
  }

  findByUsername(username: string): Promise<UserAccount | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ username });
  }

  findById(id: number): Promise<UserAccount | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  async create(user: Omit<UserAccount, 'id'>): Promise<UserAccount> {
    try {
      return await this.dataSource.getRepository(UserEntity).save(user);
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_key')) throw new DuplicateUsernameError(user.username);
      throw error;
    }
  }
}

export class TypeOrmSessionStore implements SessionStore {
  constructor(private readonly dataSource: DataSource) {}

  async create(tokenHash: string, session: Session & { ip: string | null; userAgent: string | null }): Promise<void> {
    await this.dataSource.getRepository(SessionEntity).insert({ tokenHash, ...session });
  }

  find(tokenHash: string): Promise<Session | null> {
    return this.dataSource.getRepository(SessionEntity).findOneBy({ tokenHash });
  }

  async delete(tokenHash: string): Promise<void> {
    await this.dataSource.getRepository(SessionEntity).delete({ tokenHash });
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.dataSource.getRepository(SessionEntity).delete({ expiresAt: LessThanOrEqual(now) });
    return result.affected ?? 0;
  }
}

export class TypeOrmSignInLog implements SignInLog {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: SignInRecord): Promise<void> {
    await this.dataSource.getRepository(SignInEntity).insert(entry);
  }

  async recentFailures(username: string, ip: string | null, since: Date): Promise<{ byUsername: Date[]; byIp: Date[] }> {
    const failuresAfterLastSuccess = async (column: 'username' | 'ip', value: string | null): Promise<Date[]> => {
      if (value === null) return [];
      const rows: { at: Date }[] = await this.dataSource.query(
        `SELECT "at" FROM sign_ins
         WHERE "${column}" = $1 AND outcome = 'failure' AND "at" > $2
           AND "at" > coalesce((SELECT max("at") FROM sign_ins WHERE "${column}" = $1 AND outcome = 'success'), '-infinity')
         ORDER BY "at" DESC`,
        [value, since],
      );
      return rows.map((r) => new Date(r.at));
    };
    return { byUsername: await failuresAfterLastSuccess('username', username), byIp: await failuresAfterLastSuccess('ip', ip) };
  }

  async list(limit: number): Promise<SignInRecord[]> {
    const rows = await this.dataSource.getRepository(SignInEntity).find({ order: { at: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(({ username, ip, outcome, at }) => ({ username, ip, outcome, at }));
  }
}
