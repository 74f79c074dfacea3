import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { AuthService, InvalidAccountError } from '../../application/auth/auth-service';
import { systemClock } from '../../application/ports/clock';
import { ACCOUNT_MESSAGES, isRole } from '../../domain/auth/account-rules';
import { loadConfig } from '../config/app-config';
import { openDatabase, pgliteDirIn } from '../persistence/database';
import { createAuthService } from './auth.module';

export interface CommandIo {
  readonly env: NodeJS.ProcessEnv;
  /** Asks for a secret without echoing it; undefined when there is no terminal to ask on. */
  readonly askSecret: (question: string) => Promise<string | undefined>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

const USAGE = 'Usage: npm run user:create -- --username <name> --role admin|auditor   (password from NEW_USER_PASSWORD or a prompt)';

/** `npm run user:create`: the only way accounts come to exist. Returns the exit code. */
export async function runUserCreate(argv: string[], io: CommandIo, auth: AuthService): Promise<number> {
  let values: { username?: string; role?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { username: { type: 'string' }, role: { type: 'string' } }, strict: true }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.username) {
    io.err(`--username is required.\n${USAGE}`);
    return 2;
  }
  const role = values.role ?? 'admin';
  if (!isRole(role)) {
    io.err(ACCOUNT_MESSAGES.role);
    return 2;
  }
  let password = io.env.NEW_USER_PASSWORD;
  if (password === undefined || password === '') {
    password = await io.askSecret(`Password for ${values.username} (at least 12 characters): `);
    if (password === undefined) {
      io.err('No password: set NEW_USER_PASSWORD or run the command in a terminal.');
      return 2;
    }
    const again = await io.askSecret('The same password again: ');
    if (again !== password) {
      io.err('The two passwords differ; nothing was created.');
      return 1;
    }
  }
  try {
    const user = await auth.createUser({ username: values.username, password, role });
    io.out(`Created ${user.role} account '${user.username}'. Sign in at /admin.`);
    return 0;
  } catch (error) {
    if (error instanceof InvalidAccountError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

function askSecret(question: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo the question but none of the typed characters.
    const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        output.output.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });
  try {
    process.exitCode = await runUserCreate(
      process.argv.slice(2),
      { env: process.env, askSecret, out: (l) => console.log(l), err: (l) => console.error(l) },
      createAuthService(database, systemClock),
    );
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
