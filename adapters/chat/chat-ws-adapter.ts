import { Logger } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Nest's WebSocket adapter, except that a socket's own error is a warning without a stack: it is
 * what a client sent (a frame over the size limit, invalid UTF-8), ws has already closed that
 * socket (1009 for a frame too large), and nothing on the server went wrong. Errors of the
 * listening server itself stay errors.
 */
export class ChatWsAdapter extends WsAdapter {
  private readonly chatLogger = new Logger('Chat');

  override bindErrorHandler(server: WebSocketServer): WebSocketServer {
    server.on('connection', (socket: WebSocket) =>
      socket.on('error', (error: Error & { code?: string }) =>
        this.chatLogger.warn(`A chat socket was closed after a bad frame: ${error.message}${error.code ? ` (${error.code})` : ''}`),
      ),
    );
    server.on('error', (error: Error) => this.logger.error(error));
    return server;
  }
}
