import { startChatCompletionsServer, streamAnswer, type ChatCompletionsServer } from '../../../../test/setup/chat-completions-server';
import { HINDI_REPLIES } from './builtin-engine';
import { ChatCompletionsEngine, ProviderError } from './chat-completions-engine';

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('ChatCompletionsEngine against a local OpenAI-compatible server', () => {
  let provider: ChatCompletionsServer;
  const engine = (timeoutMs = 2000) =>
    new ChatCompletionsEngine({ baseUrl: provider.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs, systemPrompt: 'You are Jyoti.' });

  beforeEach(async () => {
    provider = await startChatCompletionsServer();
  });
  afterEach(async () => {
    await provider.close();
  });

  it('posts a streaming chat request and yields the deltas in order', async () => {
    provider.script = streamAnswer('Drink plenty of water and rest.');
    const chunks = await collect(engine().answer({ prompt: 'I have a fever' }, new AbortController().signal));

    expect(chunks.join('')).toBe('Drink plenty of water and rest.');
    expect(chunks.length).toBeGreaterThan(1);
    const [call] = provider.calls;
    expect(call.headers.authorization).toBe('Bearer sk-test');
    expect(call.request).toMatchObject({ model: 'test-model', stream: true });
    expect(call.request.messages).toEqual([
      { role: 'system', content: 'You are Jyoti.' },
      { role: 'user', content: 'I have a fever' },
    ]);
  });

  it('tells the model when the emergency notice was already shown', async () => {
    await collect(engine().answer({ prompt: 'chest pain', emergency: 'chest-pain' }, new AbortController().signal));
    const roles = provider.calls[0].request.messages.map((message) => message.role);
    expect(roles).toEqual(['system', 'system', 'user']);
    expect(provider.calls[0].request.messages[1].content).toContain('112');
  });

  it("gives a Hindi question the Hindi of the prompt's fixed sentences (off-topic reply, closing line), not only the English", async () => {
    await collect(engine().answer({ prompt: 'मुझे बुखार है', language: 'hi' }, new AbortController().signal));
    const [system, hindi, user] = provider.calls[0].request.messages;
    expect([system.role, hindi.role, user.role]).toEqual(['system', 'system', 'user']);
    expect(hindi.content).toContain('Devanagari');
    expect(hindi.content).toContain(`reply exactly: "${HINDI_REPLIES.offTopic}"`);
    expect(hindi.content).toContain(`end with: "${HINDI_REPLIES.disclaimer}"`);
  });

  it('parses events split anywhere across network packets', async () => {
    provider.script = async (call) => {
      call.start();
      const events = ['Hel', 'lo ', 'wor', 'ld'].map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`).join('') + 'data: [DONE]\n\n';
      for (let at = 0; at < events.length; at += 7) {
        call.res.write(events.slice(at, at + 7));
        await new Promise((resolve) => setImmediate(resolve));
      }
      call.res.end();
    };
    expect((await collect(engine().answer({ prompt: 'hi' }, new AbortController().signal))).join('')).toBe('Hello world');
  });

  it('fails with a ProviderError naming the status when the provider answers an error', async () => {
    provider.script = (call) => void call.res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    await expect(collect(engine().answer({ prompt: 'hi' }, new AbortController().signal))).rejects.toEqual(new ProviderError('HTTP 503'));
  });

  it('fails when the provider cannot be reached', async () => {
    const baseUrl = provider.baseUrl;
    await provider.close();
    const unreachable = new ChatCompletionsEngine({ baseUrl, model: 'm', timeoutMs: 2000, systemPrompt: '' });
    await expect(collect(unreachable.answer({ prompt: 'hi' }, new AbortController().signal))).rejects.toBeInstanceOf(ProviderError);
    provider = await startChatCompletionsServer();
  });

  it('times out when the provider goes silent, and closes the connection', async () => {
    provider.script = (call) => {
      call.start();
      call.delta('Partial ');
    };
    const seen: string[] = [];
    const failure = (async () => {
      for await (const chunk of engine(300).answer({ prompt: 'hi' }, new AbortController().signal)) seen.push(chunk);
    })();
    await expect(failure).rejects.toEqual(new ProviderError('no data for 300 ms'));
    expect(seen).toEqual(['Partial ']);
    await provider.calls[0].aborted;
  });

  it('fails on an error event in the middle of the stream, after the chunks before it', async () => {
    provider.script = (call) => {
      call.start();
      call.delta('First part. ');
      call.res.end(`data: ${JSON.stringify({ error: { message: 'context length exceeded' } })}\n\n`);
    };
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of engine().answer({ prompt: 'hi' }, new AbortController().signal)) seen.push(chunk);
      })(),
    ).rejects.toEqual(new ProviderError('error event'));
    expect(seen).toEqual(['First part. ']);
  });

  it('fails when the stream ends without [DONE] or a finish reason', async () => {
    provider.script = (call) => {
      call.start();
      call.delta('Cut ');
      call.res.end();
    };
    await expect(collect(engine().answer({ prompt: 'hi' }, new AbortController().signal))).rejects.toEqual(new ProviderError('stream ended early'));
  });

  it('stops and closes the provider connection when aborted, without an error', async () => {
    provider.script = (call) => {
      call.start();
      call.delta('Thinking ');
    };
    const controller = new AbortController();
    const chunks = engine().answer({ prompt: 'hi' }, controller.signal)[Symbol.asyncIterator]();
    expect(await chunks.next()).toEqual({ done: false, value: 'Thinking ' });
    const pending = chunks.next();
    controller.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
    await provider.calls[0].aborted;
  });
});
