import { describe, expect, test } from '@jest/globals';
import { AppLogger, levelsFrom, LogStream } from './app-logger';

function capture(level: Parameters<typeof levelsFrom>[0] = 'log') {
  const lines: { line: string; stream: LogStream }[] = [];
  const logger = new AppLogger({ format: 'json', level, write: (line, stream) => lines.push({ line, stream }) });
  return { logger, lines, parsed: () => lines.map(({ line }) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the app logger', () => {
  test('writes one JSON object a line, with structured params as fields', () => {
    const { logger, lines, parsed } = capture();
    logger.log('GET /api/reviews 200 3 ms', { status: 200, requestId: 'abc' }, 'HTTP');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).not.toContain('\n');
    expect(parsed()[0]).toMatchObject({
      level: 'log',
      message: 'GET /api/reviews 200 3 ms',
      context: 'HTTP',
      status: 200,
      requestId: 'abc',
    });
  });

  test('redacts messages, params, errors and stacks before they are written', () => {
    const { logger, lines, parsed } = capture();
    logger.log('sign-in with password=hunter2', { body: { username: 'guide', password: 'hunter2' } }, 'Auth');
    logger.error('payment failed', { requestId: 'r1' }, 'Error: card declined for pi_1_secret_2\n    at pay (gateway.ts:1:1)', 'Payments');
    logger.error(new Error('connect postgres://app:hunter2@db/app refused'));
    expect(lines.map(({ line }) => line).join('\n')).not.toMatch(/hunter2|pi_1_secret_2/);
    expect(parsed()[0]).toMatchObject({ body: { username: 'guide', password: '[REDACTED]' } });
    expect(parsed()[1]).toMatchObject({ level: 'error', requestId: 'r1', stack: expect.stringContaining('card declined for [REDACTED]') });
    expect(lines[1]!.stream).toBe('stderr');
  });

  test('LOG_LEVEL is a threshold: it and everything more severe', () => {
    expect(levelsFrom('warn')).toEqual(['warn', 'error', 'fatal']);
    expect(levelsFrom('verbose')).toEqual(['verbose', 'debug', 'log', 'warn', 'error', 'fatal']);
    const { logger, parsed } = capture('warn');
    logger.log('not written');
    logger.debug('not written');
    logger.warn('written');
    logger.error('written too');
    expect(parsed().map((l) => l.level)).toEqual(['warn', 'error']);
  });

  test('text mode has colours only when asked (by default, only on a terminal)', () => {
    const plain = new AppLogger({ format: 'text', level: 'log', colors: false });
    const coloured = new AppLogger({ format: 'text', level: 'log', colors: true });
    const written: string[] = [];
    const write = process.stdout.write;
    // Nest's colour functions also obey NO_COLOR, which a CI machine may set.
    const noColor = process.env.NO_COLOR;
    delete process.env.NO_COLOR;
    process.stdout.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stdout.write;
    try {
      plain.log('hello', 'Test');
      coloured.log('hello', 'Test');
    } finally {
      process.stdout.write = write;
      if (noColor !== undefined) process.env.NO_COLOR = noColor;
    }
    expect(written[0]).not.toContain('\x1B[');
    expect(written[1]).toContain('\x1B[');
  });
});
