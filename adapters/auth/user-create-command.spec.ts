import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { systemClock } from '../../application/ports/clock';
import { Database, openDatabase } from '../persistence/database';
import { createAuthService } from './auth.module';
import { CommandIo, runUserCreate } from './user-create-command';

describe('npm run user:create', () => {
  let database: Database;
  let auth: AuthService;
  beforeAll(async () => {
    database = await openDatabase({});
    auth = createAuthService(database, systemClock);
  }, 60_000);
  afterAll(() => database.close());

  function io(env: NodeJS.ProcessEnv, answers?: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const asked: string[] = [];
    const commandIo: CommandIo = {
      env,
      askSecret: async (question) => {
        asked.push(question);
        return answers ? answers.shift() : undefined;
      },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    };
    return { commandIo, out, err, asked };
  }

  test('creates an admin with the password from NEW_USER_PASSWORD, who can then sign in', async () => {
    const run = io({ NEW_USER_PASSWORD: 'a long enough password' });
    expect(await runUserCreate(['--username', 'Guide', '--role', 'admin'], run.commandIo, auth)).toBe(0);
    expect(run.out).toEqual(["Created admin account 'guide'. Sign in at /admin."]);
    expect(run.asked).toEqual([]);
    const signedIn = await auth.signIn({ username: 'guide', password: 'a long enough password', ip: null, userAgent: null });
    expect(signedIn.user).toMatchObject({ username: 'guide', role: 'admin' });
  });

  test('refuses a password shorter than 12 characters and creates nothing', async () => {
    const run = io({ NEW_USER_PASSWORD: 'short-11-ch' });
    expect(await runUserCreate(['--username', 'shorty', '--role', 'auditor'], run.commandIo, auth)).toBe(1);
    expect(run.err).toEqual(['Password must be at least 12 characters']);
    await expect(auth.signIn({ username: 'shorty', password: 'short-11-ch', ip: null, userAgent: null })).rejects.toThrow(
      'Incorrect admin password.',
    );
  });

  const GUESSABLE = ['Password1234!', 'qwertyuiop123', 'WabamunLake2026', 'marlin-marlin-1'];
  test.each(GUESSABLE)('refuses the common or guessable password %p and creates nothing', async (password) => {
    // Each check signs in from an address of its own: the throttle spaces one address's attempts out.
    const ip = `192.0.2.${GUESSABLE.indexOf(password) + 1}`;
    const run = io({ NEW_USER_PASSWORD: password });
    expect(await runUserCreate(['--username', 'marlin', '--role', 'admin'], run.commandIo, auth)).toBe(1);
    expect(run.err).toEqual(['This password is too common. Please choose another.']);
    expect(await auth.setupRequired()).toBe(false); // 'guide' from the first test, nobody else
    await expect(auth.signIn({ username: 'marlin', password, ip, userAgent: null })).rejects.toThrow('Incorrect admin password.');
  });

  test('refuses a username that is taken, whatever its case', async () => {
    for (const name of ['guide', 'GUIDE']) {
      const run = io({ NEW_USER_PASSWORD: 'another long password' });
      expect(await runUserCreate(['--username', name, '--role', 'auditor'], run.commandIo, auth)).toBe(1);
      expect(run.err).toEqual(['That username is already taken']);
    }
  });

  test('asks twice for the password when none is in the environment', async () => {
    const run = io({}, ['typed in a terminal', 'typed in a terminal']);
    expect(await runUserCreate(['--username', 'reader', '--role', 'auditor'], run.commandIo, auth)).toBe(0);
    expect(run.asked).toHaveLength(2);
    const mismatch = io({}, ['typed in a terminal', 'typed differently!']);
    expect(await runUserCreate(['--username', 'other', '--role', 'auditor'], mismatch.commandIo, auth)).toBe(1);
    expect(mismatch.err).toEqual(['The two passwords differ; nothing was created.']);
  });

  test.each([
    [['--role', 'admin'], /--username is required/],
    [['--username', 'x1', '--role', 'owner'], /Role must be admin or auditor/],
    [['--username', 'x2', '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j with a usage message', async (argv, message) => {
    const run = io({ NEW_USER_PASSWORD: 'a long enough password' });
    expect(await runUserCreate(argv, run.commandIo, auth)).toBe(2);
    expect(run.err.join('\n')).toMatch(message);
  });

  test('without a terminal and without NEW_USER_PASSWORD it explains what to do', async () => {
    const run = io({});
    expect(await runUserCreate(['--username', 'headless'], run.commandIo, auth)).toBe(2);
    expect(run.err).toEqual(['No password: set NEW_USER_PASSWORD or run the command in a terminal.']);
  });
});
