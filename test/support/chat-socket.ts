import WebSocket from 'ws';

export interface ChatFrame {
  type: 'chat_response' | 'error';
  message: any;
}

/** A chat client over a real WebSocket: sends frames, and hands out the server's frames in order. */
export class ChatSocket {
  private readonly frames: ChatFrame[] = [];
  private readonly waiting: ((frame: ChatFrame) => void)[] = [];
  closed: { code: number; reason: string } | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ChatFrame;
      const next = this.waiting.shift();
      if (next) next(frame);
      else this.frames.push(frame);
    });
    ws.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  /** Opens `/ws` of the app at `url`, from the loopback address `localAddress` (127.0.0.x: another visitor). */
  static open(url: string, options: { localAddress?: string; origin?: string } = {}): Promise<ChatSocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new ChatSocket(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`Handshake refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  send(sessionId: string, message: string, userContext: Record<string, unknown> = {}): void {
    this.ws.send(JSON.stringify({ type: 'chat_message', sessionId, message, userContext }));
  }

  next(timeoutMs = 5_000): Promise<ChatFrame> {
    const ready = this.frames.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No frame from the chat server in time')), timeoutMs);
      this.waiting.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  }

  /** Sends a question and waits for its frame. */
  async ask(sessionId: string, message: string, userContext: Record<string, unknown> = {}, timeoutMs?: number): Promise<ChatFrame> {
    this.send(sessionId, message, userContext);
    return this.next(timeoutMs);
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
