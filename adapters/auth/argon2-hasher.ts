import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { PasswordHasher } from '../../application/auth/auth-ports';
import { SessionTokens } from '../../application/auth/auth-service';

/**
 * How much work a password hash costs: `standard`, argon2id with the library's defaults (64 MiB,
 * 3 passes, slow on purpose), or `test`, the same algorithm at 1 MiB and one pass, so that the
 * test suites' hundreds of sign-ins do not each take a tenth of a second of CPU. Production
 * refuses `test` (app-config.ts). A hash carries its own parameters: either kind verifies either.
 */
export const PASSWORD_HASH_COSTS = ['standard', 'test'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

const COSTS: Record<PasswordHashCost, argon2.HashOptions & { raw?: false }> = {
  standard: { type: argon2.argon2id },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

export function argon2Hasher(cost: PasswordHashCost = 'standard'): PasswordHasher {
  return {
    hash: (password) => argon2.hash(password, COSTS[cost]),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}

export const sessionTokens: SessionTokens = {
  newToken: () => randomBytes(32).toString('base64url'),
  hash: (token) => createHash('sha256').update(token).digest('hex'),
};
