import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CommonPasswords } from '../../domain/auth/account-rules';
import { projectRoot } from '../config/app-config';

/** The list shipped beside this file (its header says where it comes from and its licence). */
export const COMMON_PASSWORDS_FILE = join(projectRoot(), 'adapters', 'auth', 'common-passwords.txt');

/** Read on first use: only account creation needs it, not every start of the server. */
export function commonPasswordsFrom(file = COMMON_PASSWORDS_FILE): CommonPasswords {
  let list: Set<string> | undefined;
  return {
    has: (lowercased) => {
      list ??= new Set(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line !== '' && !line.startsWith('# ')),
      );
      return list.has(lowercased);
    },
  };
}
