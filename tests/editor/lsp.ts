import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/**
 * A language client over stdio, as small as the editor tests need: JSON-RPC requests and notifications both
 * ways, with the server's requests answered by `onRequest`. What the server logs is kept for failure messages.
 */

interface Message {
  jsonrpc: '2.0';
  id?: number | string;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

type RequestHandler = (method: string, params: unknown) => unknown;

/** Long enough for the first lint of a file, which loads ESLint, the config and TypeScript on a busy machine. */
const REQUEST_TIMEOUT_MS = 60_000;

export class LanguageClient {
  readonly log: string[] = [];
  private readonly server: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

  constructor(command: string, args: readonly string[], cwd: string, private readonly onRequest: RequestHandler) {
    this.server = spawn(command, args, { cwd, stdio: 'pipe' });
    this.server.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.server.stderr.on('data', (chunk: Buffer) => this.log.push(chunk.toString()));
    this.server.on('exit', (code, signal) => {
      for (const { reject } of this.pending.values()) reject(new Error(`server exited (${code ?? signal}):\n${this.log.join('\n')}`));
      this.pending.clear();
    });
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer in ${REQUEST_TIMEOUT_MS} ms; server log:\n${this.log.join('\n')}`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  /** The LSP shutdown handshake, then the process is gone. */
  async close(): Promise<void> {
    if (this.server.exitCode !== null) return;
    const exited = new Promise((resolve) => this.server.once('exit', resolve));
    try {
      await this.request('shutdown', null);
      this.notify('exit', null);
    } finally {
      const kill = setTimeout(() => this.server.kill(), 5_000);
      await exited;
      clearTimeout(kill);
    }
  }

  private send(message: Message): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.server.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.server.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd === -1) return;
      const length = Number(/Content-Length: (\d+)/iu.exec(this.buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
      const start = headerEnd + 4;
      if (this.buffer.length < start + length) return;
      const message = JSON.parse(this.buffer.subarray(start, start + length).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(start + length);
      this.dispatch(message);
    }
  }

  private dispatch(message: Message): void {
    if (message.method === undefined) {
      const waiting = this.pending.get(message.id as number);
      this.pending.delete(message.id as number);
      if (message.error) waiting?.reject(new Error(`${message.error.message}; server log:\n${this.log.join('\n')}`));
      else waiting?.resolve(message.result ?? null);
      return;
    }
    if (message.id === undefined) {
      if (message.method === 'window/logMessage' || message.method === 'window/showMessage') {
        this.log.push((message.params as { message: string }).message);
      }
      return;
    }
    let result: unknown;
    try {
      result = this.onRequest(message.method, message.params);
    } catch (error) {
      this.send({ jsonrpc: '2.0', id: message.id, error: { code: -32603, message: (error as Error).message } });
      return;
    }
    this.send({ jsonrpc: '2.0', id: message.id, result: result ?? null });
  }
}
