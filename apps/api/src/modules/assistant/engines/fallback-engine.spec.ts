import type { AssistantEngine, AssistantQuestion } from './assistant-engine';
import { ProviderError } from './chat-completions-engine';
import { FallbackEngine, INTERRUPTED_NOTE } from './fallback-engine';

/** An engine that yields `chunks`, then fails if `failure` is given. */
function scripted(chunks: string[], failure?: Error): AssistantEngine {
  return {
    name: 'scripted',
    async *answer() {
      yield* chunks;
      if (failure) throw failure;
    },
  };
}

const builtin: AssistantEngine = {
  name: 'built-in',
  async *answer(question: AssistantQuestion) {
    yield `built-in answer to: ${question.prompt}`;
  },
};

async function run(engine: AssistantEngine, signal = new AbortController().signal): Promise<string> {
  let text = '';
  for await (const chunk of engine.answer({ prompt: 'my secret question' }, signal)) text += chunk;
  return text;
}

describe('FallbackEngine', () => {
  const warnings: string[] = [];
  const logger = { warn: (message: unknown) => void warnings.push(String(message)) };
  beforeEach(() => {
    warnings.length = 0;
  });

  it('uses the primary engine when it works', async () => {
    expect(await run(new FallbackEngine(scripted(['Hello ', 'there']), builtin, logger))).toBe('Hello there');
    expect(warnings).toEqual([]);
  });

  it('answers with the built-in engine when the primary fails before its first chunk, and logs the reason only', async () => {
    expect(await run(new FallbackEngine(scripted([], new ProviderError('HTTP 502')), builtin, logger))).toBe('built-in answer to: my secret question');
    expect(warnings).toEqual(['The scripted engine failed (HTTP 502); answering with the built-in engine']);
  });

  it('ends the partial answer with a note when the primary fails mid-answer', async () => {
    expect(await run(new FallbackEngine(scripted(['Drink water. '], new ProviderError('error event')), builtin, logger))).toBe(`Drink water. ${INTERRUPTED_NOTE}`);
    expect(warnings).toEqual(['The scripted engine failed mid-answer (error event); the answer was cut short']);
    expect(warnings.join()).not.toContain('secret');
  });

  it('neither falls back nor logs when the client has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await run(new FallbackEngine(scripted([], new Error('aborted')), builtin, logger), controller.signal)).toBe('');
    expect(warnings).toEqual([]);
  });
});
