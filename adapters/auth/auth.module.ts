import { Injectable, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Interval } from '@nestjs/schedule';
import { AuthService } from '../../application/auth/auth-service';
import { Clock } from '../../application/ports/clock';
import { Database } from '../persistence/database';
import { AppConfig } from '../config/app-config';
import { LeaseKeeper } from '../leases/lease-keeper';
import { APP_CONFIG, CLOCK, DATABASE } from '../shared/tokens';
import { AccessGuard } from './access.guard';
import { argon2Hasher, PasswordHashCost, sessionTokens } from './argon2-hasher';
import { AuthController } from './auth.controller';
import { commonPasswordsFrom } from './common-passwords';
import { SessionCookie } from './session-cookie';
import { SignInLogReader } from './sign-in-log-reader';
import { TypeOrmSessionStore, TypeOrmUserStore } from './typeorm-auth-stores';
import { TypeOrmAttemptCounters, TypeOrmSignInLog } from './typeorm-sign-in-stores';

const SWEEP_LEASE = 'job:expired-sessions';

/** Every hour, on the server holding its lease. */
@Injectable()
export class ExpiredSessionSweep {
  constructor(
    private readonly auth: AuthService,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(SWEEP_LEASE, () => this.sweep());
  }

  @Interval('expired-sessions', 60 * 60 * 1000)
  tick(): Promise<void> {
    return this.leases.ifHeld(SWEEP_LEASE, () => this.sweep());
  }

  async sweep(): Promise<void> {
    await this.auth.removeExpiredSessions();
    await this.auth.removeStaleThrottleCounters();
  }
}

export function createAuthService(db: Database, clock: Clock, hashCost: PasswordHashCost = 'standard'): AuthService {
  return new AuthService(
    new TypeOrmUserStore(db.dataSource),
    new TypeOrmSessionStore(db.dataSource),
    new TypeOrmSignInLog(db.dataSource),
    new TypeOrmAttemptCounters(db.dataSource),
    argon2Hasher(hashCost),
    sessionTokens,
    clock,
    commonPasswordsFrom(),
  );
}

@Module({
  controllers: [AuthController],
  providers: [
    {
      provide: AuthService,
      inject: [DATABASE, CLOCK, APP_CONFIG],
      useFactory: (db: Database, clock: Clock, config: AppConfig) => createAuthService(db, clock, config.passwordHashCost),
    },
    { provide: SignInLogReader, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmSignInLog(db.dataSource) },
    { provide: SessionCookie, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SessionCookie(config.production) },
    { provide: APP_GUARD, useClass: AccessGuard },
    ExpiredSessionSweep,
  ],
  exports: [AuthService],
})
export class AuthModule {}
