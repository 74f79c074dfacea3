import { performance } from 'node:perf_hooks';
import { CHAT_LIMITS_TOKEN, ChatLimits } from '../../adapters/chat/chat-limits';
import { AppLogger } from '../../adapters/logging/app-logger';
import { ChatSocket } from '../support/chat-socket';
import { startTestApp } from '../support/test-app';
import { BenchDatabase } from './bench-database';
import { percentile } from './http-workload';

/** The questions every client cycles through: each intent that reads live data, and some that do not. */
const QUESTIONS = [
  'what are your prices?',
  'is this saturday available?',
  'how much for 2 adults and a 10-year-old on friday?',
  'tell me about the trophy hunter',
  'what dates are open?',
  'do I need a fishing licence?',
  'what should I bring',
  'where do we meet?',
];

export interface ChatFigure {
  readonly label: string;
  readonly clients: number;
  readonly questions: number;
  readonly answersPerSecond: number;
  readonly latencyMs: { readonly p50: number; readonly p95: number; readonly max: number };
}

export interface ChatBench {
  readonly questionsPerFigure: number;
  readonly figures: ChatFigure[];
  readonly notes: string[];
}

function questionsPerFigure(): number {
  const n = Number(process.env.BENCH_CHAT_QUESTIONS ?? 400);
  return Number.isInteger(n) && n > 0 ? n : 400;
}

/**
 * Chat round trips over loopback (target p95 under 30 ms, docs/development.md): the real app on the
 * bench database, real WebSockets from this process, each client asking its next question when the
 * previous answer arrived. The latency is one question: frame sent to answer read.
 */
export async function measureChat(bench: BenchDatabase, progress: (message: string) => void): Promise<ChatBench> {
  const logger = new AppLogger({ format: 'json', level: 'log', write: () => undefined });
  const app = await startTestApp({ database: bench.db, logger });
  // One process asks every question: the per-socket and per-address rates would refuse most of them.
  Object.assign(app.app.get<ChatLimits>(CHAT_LIMITS_TOKEN), {
    connectionBurst: 1e9,
    connectionPerMinute: 1e9,
    addressBurst: 1e9,
    addressPerMinute: 1e9,
    connectionsPerAddress: 1e6,
  } satisfies Partial<ChatLimits>);
  const total = questionsPerFigure();
  try {
    const figures: ChatFigure[] = [];
    for (const clients of [1, 10]) {
      progress(`chat: ${total} questions from ${clients} client(s)...`);
      const sockets = await Promise.all(Array.from({ length: clients }, () => ChatSocket.open(app.url)));
      try {
        // Warm-up: the classifier, the caches and the connections.
        await Promise.all(sockets.map((s, i) => s.ask(`bench-warm-${clients}-${i}`, QUESTIONS[i % QUESTIONS.length]!)));
        const latencies: number[] = [];
        const perClient = Math.ceil(total / clients);
        const t0 = performance.now();
        await Promise.all(
          sockets.map(async (socket, c) => {
            for (let i = 0; i < perClient; i++) {
              const start = performance.now();
              const frame = await socket.ask(`bench-${clients}-${c}`, QUESTIONS[(c + i) % QUESTIONS.length]!);
              latencies.push(performance.now() - start);
              if (frame.type !== 'chat_response') throw new Error(`The chat answered an error: ${frame.message}`);
            }
          }),
        );
        const seconds = (performance.now() - t0) / 1000;
        figures.push({
          label: `chat round trip, ${clients} client${clients === 1 ? '' : 's'}`,
          clients,
          questions: latencies.length,
          answersPerSecond: latencies.length / seconds,
          latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: Math.max(...latencies) },
        });
      } finally {
        await Promise.all(sockets.map((s) => s.close()));
      }
    }
    return {
      questionsPerFigure: total,
      figures,
      notes: [
        'chat: the real app (createApp) on the bench database, WebSocket clients (ws) in this same process over loopback, so client and server share one CPU thread',
        `each client asks ${QUESTIONS.length} questions in turn (prices, a date, a party's quote, a package, open dates, licence, what to bring, meeting place); ` +
          'every answer reads the live catalogue, calendar, quote and site content, and both messages are written to the session tables before the answer goes out',
        "rate limits raised for the run (one process asks everything); latency = frame sent to answer read; the issue's target is p95 under 30 ms",
      ],
    };
  } finally {
    await app.close();
  }
}

export function formatChat(chat: ChatBench): string {
  const rows = chat.figures.map(
    (f) =>
      `  ${f.label.padEnd(32)} ${f.answersPerSecond.toFixed(0).padStart(6)} answers/s   p50 ${f.latencyMs.p50.toFixed(1)} ms   p95 ${f.latencyMs.p95.toFixed(1)} ms   max ${f.latencyMs.max.toFixed(1)} ms   (${f.questions} questions)`,
  );
  return ['Chat assistant over /ws (loopback):', ...rows, ...chat.notes.map((n) => `  - ${n}`)].join('\n');
}
