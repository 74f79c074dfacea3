import { DataSource, LessThanOrEqual } from 'typeorm';
import { DuplicateUsernameError, Session, SessionStore, UserAccount, UserStore } from '../../application/auth/auth-ports';
import { isUniqueViolation } from '../persistence/database-errors';
import { SessionEntity, UserEntity } from './auth-tables';

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
