import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the engine posted to /chat/completions. */
export interface ChatRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
}

/** One call to the fake provider, for a script to answer. */
export interface ProviderCall {
  request: ChatRequest;
  headers: IncomingMessage['headers'];
  res: ServerResponse;
  /** Starts the event stream (status 200, text/event-stream). */
  start(): void;
  /** Sends one chat-completions chunk carrying `content`. */
  delta(content: string): void;
  /** Sends `data: [DONE]` and ends the response. */
  done(): void;
  /** Resolves when the engine closed the connection before the answer ended (it aborted). */
  aborted: Promise<void>;
}

export type ProviderScript = (call: ProviderCall) => void | Promise<void>;

export interface ChatCompletionsServer {
  /** The API root to configure as ASSISTANT_BASE_URL. */
  baseUrl: string;
  calls: ProviderCall[];
  /** Resolves with the first call to arrive after this is called. */
  nextCall(): Promise<ProviderCall>;
  script: ProviderScript;
  close(): Promise<void>;
}

/** One server-sent event of the protocol, carrying `content`. */
export function chunkEvent(content: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

/** Streams `text` word by word and finishes, like a healthy provider. */
export function streamAnswer(text: string): ProviderScript {
  return (call) => {
    call.start();
    for (const word of text.split(/(?<= )/)) call.delta(word);
    call.done();
  };
}

/**
 * A local stand-in for an OpenAI-compatible API: a real HTTP server on 127.0.0.1 that speaks the
 * chat-completions streaming protocol (server-sent events of JSON chunks, then `data: [DONE]`),
 * driven by a script per test.
 */
export async function startChatCompletionsServer(script: ProviderScript = streamAnswer('Hello from the model.')): Promise<ChatCompletionsServer> {
  const calls: ProviderCall[] = [];
  const waiting: Array<(call: ProviderCall) => void> = [];
  const server: ChatCompletionsServer = {
    baseUrl: '',
    calls,
    script,
    nextCall: () => new Promise((resolve) => waiting.push(resolve)),
    close: async () => {
      http.closeAllConnections();
      http.close();
      await once(http, 'close');
    },
  };

  const http = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    for await (const piece of req) body += piece;
    let finished = false;
    const call: ProviderCall = {
      request: JSON.parse(body) as ChatRequest,
      headers: req.headers,
      res,
      start: () => res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }),
      delta: (content) => res.write(chunkEvent(content)),
      done: () => {
        finished = true;
        res.end('data: [DONE]\n\n');
      },
      aborted: new Promise((resolve) => res.on('close', () => !finished && !res.writableFinished && resolve())),
    };
    calls.push(call);
    for (const resolve of waiting.splice(0)) resolve(call);
    await server.script(call);
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  server.baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`;
  return server;
}
