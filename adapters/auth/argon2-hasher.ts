import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { PasswordHasher } from '../../application/auth/auth-ports';
import { SessionTokens } from '../../application/auth/auth-service';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow on purpose. */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => argon2.hash(password, { type: argon2.argon2id }),
  verify: async (hash, password) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },
};

export const sessionTokens: SessionTokens = {
  newToken: () => randomBytes(32).toString('base64url'),
  hash: (token) => createHash('sha256').update(token).digest('hex'),
};
