import { ConsoleLogger, LogLevel } from '@nestjs/common';
import type { LogFormat, LogThreshold } from '../config/config-settings';
import { redactText, redactValue } from './redact';

export type LogStream = 'stdout' | 'stderr';

export interface AppLoggerOptions {
  readonly format: LogFormat;
  readonly level: LogThreshold;
  /** Colours in text mode. Default: only on a terminal, and never with NO_COLOR set; escape codes in a log file are noise. */
  readonly colors?: boolean;
  /** Where JSON lines go instead of stdout and stderr (the tests read them). */
  readonly write?: (line: string, stream: LogStream) => void;
}

/** The least severe level first: a threshold enables itself and everything above it. */
const BY_SEVERITY: readonly LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

export function levelsFrom(threshold: LogThreshold): LogLevel[] {
  return BY_SEVERITY.slice(BY_SEVERITY.indexOf(threshold));
}

interface JsonLine {
  context: string;
  logLevel: LogLevel;
  writeStreamType?: LogStream;
  errorStack?: unknown;
  params?: Record<string, unknown>;
  error?: Error;
}

/**
 * Nest's ConsoleLogger (JSON lines or readable text) with every line passed through the redaction
 * helper first: messages, structured params, errors and stacks, whoever logs them (Nest itself,
 * TypeORM's errors, our own code). In JSON mode structured params (`logger.log('...', { status })`)
 * become fields of the line.
 */
export class AppLogger extends ConsoleLogger {
  private readonly write?: (line: string, stream: LogStream) => void;

  constructor(options: AppLoggerOptions) {
    const json = options.format === 'json';
    super({
      json,
      colors: !json && (options.colors ?? (process.stdout.isTTY === true && !process.env.NO_COLOR)),
      logLevels: levelsFrom(options.level),
      flattenParams: true,
    });
    this.write = options.write;
  }

  protected override printMessages(
    messages: unknown[],
    context?: string,
    logLevel?: LogLevel,
    writeStreamType?: LogStream,
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    super.printMessages(
      messages.map((message) => redactValue(this.resolveMessage(message))),
      context,
      logLevel,
      writeStreamType,
      typeof errorStack === 'string' ? redactText(errorStack) : errorStack,
      params && (redactValue(params) as Record<string, unknown>),
    );
  }

  protected override printStackTrace(stack: string): void {
    // Called with no stack at all on most error lines, whatever its declared type says.
    super.printStackTrace(typeof stack === 'string' ? redactText(stack) : stack);
  }

  protected override printAsJson(message: unknown, options: JsonLine): void {
    if (!this.write) return super.printAsJson(message, options);
    this.write(this.stringifyJsonLogObject(this.getJsonLogObject(message, options)), options.writeStreamType ?? 'stdout');
  }
}
