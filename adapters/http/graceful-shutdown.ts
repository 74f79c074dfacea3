import { Logger, NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The order of a shutdown (SIGTERM, SIGINT, or app.close() in the tests):
 * 1. here, first: stop taking connections and let the requests in flight finish (an upload
 *    completes), for at most SHUTDOWN_TIMEOUT_MS, then cut what is left;
 * 2. here too, through afterDrain: stop the schedulers, so that no new background run starts;
 * 3. Nest's OnModuleDestroy hooks: the background work finishes what it started (the read models
 *    and process managers catch up, the outbox dispatcher goes idle);
 * 4. Nest closes the HTTP server (with forceCloseConnections, by destroying every socket left:
 *    none by then, which is why step 1 must come before it);
 * 5. the OnApplicationShutdown hooks: the event store and the database close, last.
 * Nest's only hook ahead of the module hooks is the adapter's beforeClose, hence the subclass.
 */
export class DrainingExpressAdapter extends ExpressAdapter {
  private readonly shutdownLog = new Logger('Shutdown');
  private readonly inFlight = new Set<ServerResponse>();
  private readonly afterDrainSteps: (() => void | Promise<void>)[] = [];
  private readonly drainStartSteps: (() => void)[] = [];
  private draining = false;

  constructor(private readonly timeoutMs: number) {
    super();
  }

  override initHttpServer(options: NestApplicationOptions): void {
    super.initHttpServer(options);
    this.getHttpServer().on('request', (_req: IncomingMessage, res: ServerResponse) => {
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
      if (this.draining) closeAfterAnswer(res);
    });
  }

  /** A step to run once the requests in flight are answered, before Nest's own shutdown hooks. */
  afterDrain(step: () => void | Promise<void>): void {
    this.afterDrainSteps.push(step);
  }

  /**
   * A step to run as the drain starts: a WebSocket is an upgraded connection the HTTP server still
   * counts, and server.close() waits for it, so whoever holds sockets (the chat) closes them here.
   */
  onDrainStart(step: () => void): void {
    this.drainStartSteps.push(step);
  }

  // ExpressAdapter types beforeClose as void, but app.close() awaits it (HttpServer.beforeClose in
  // @nestjs/common): the drain below holds the shutdown until the answers in flight are sent.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  override async beforeClose(): Promise<void> {
    super.beforeClose();
    await this.drain(this.getHttpServer());
    for (const step of this.afterDrainSteps) await step();
  }

  private async drain(server: Server): Promise<void> {
    this.draining = true;
    for (const step of this.drainStartSteps) step();
    for (const res of this.inFlight) closeAfterAnswer(res);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // close() drops the idle keep-alive connections of this moment only: one whose answer ends
    // later would hold the server for its whole keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    this.shutdownLog.log(
      `Stopped taking new connections; ${this.inFlight.size} request(s) in flight, given at most ${this.timeoutMs} ms to finish`,
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), this.timeoutMs)));
    const late = await Promise.race([closed.then(() => false as const), timedOut]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (late) {
      this.shutdownLog.warn(`${this.inFlight.size} request(s) still running after ${this.timeoutMs} ms: closing their connections`);
      server.closeAllConnections();
      await closed;
    } else {
      this.shutdownLog.log('HTTP server closed: every request was answered');
    }
  }
}

/** Tells the client not to send another request on this connection, so that it closes once answered. */
function closeAfterAnswer(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * Clears every @Interval, @Timeout and @Cron: @nestjs/schedule would only do so after the
 * OnModuleDestroy hooks, during which a run could start and then meet a closed database.
 */
export function stopSchedules(registry: SchedulerRegistry, logger = new Logger('Shutdown')): void {
  const intervals = registry.getIntervals();
  const timeouts = registry.getTimeouts();
  const crons = [...registry.getCronJobs().keys()];
  intervals.forEach((name) => registry.deleteInterval(name));
  timeouts.forEach((name) => registry.deleteTimeout(name));
  crons.forEach((name) => registry.deleteCronJob(name));
  const names = [...intervals, ...timeouts, ...crons];
  logger.log(`Stopped the schedulers (${names.length}: ${names.join(', ') || 'none'})`);
}
