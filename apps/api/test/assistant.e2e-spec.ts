import { ASSISTANT_MESSAGES, ASSISTANT_PROMPT_MAX_LENGTH, ASSISTANT_PROMPT_READ_MAX_LENGTH, EMERGENCY_NUMBERS } from '@redhope/domain';
import { AssistantLimiter } from '../src/modules/assistant/assistant-limiter';
import { ASSISTANT_ENGINE } from '../src/modules/assistant/engines/assistant-engine';
import { BuiltinEngine } from '../src/modules/assistant/engines/builtin-engine';
import { INTERRUPTED_NOTE } from '../src/modules/assistant/engines/fallback-engine';
import { KnowledgeBase } from '../src/modules/assistant/knowledge/knowledge-base';
import { chunkEvent, startChatCompletionsServer, streamAnswer, type ChatCompletionsServer } from './setup/chat-completions-server';
import { openUntilFirstChunk, readAnswer, StreamError } from './setup/event-source';
import { cookieHeader, eventually, signUpAndLogIn, wsClient } from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

const PATH = '/api/v1/ai/get-health-ai-response';
const ask = (t: TestApp, prompt: string) => `${t.url}${PATH}?prompt=${encodeURIComponent(prompt)}`;

async function signedIn(t: TestApp, name: string): Promise<{ id: string; cookie: string }> {
  const user = await signUpAndLogIn(t.url, name);
  return { id: user.id, cookie: cookieHeader(user.cookies) };
}

describe('Jyoti over server-sent events (built-in engine)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie } = await signedIn(t, 'Asker'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams data: {"content"} events, then data: [DONE], then closes, as raw SSE', async () => {
    const res = await fetch(ask(t, 'What are the symptoms of diabetes?'), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-encoding')).toBeNull();
    // The security headers set before the stream survive the hijacked reply.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const body = await res.text();
    const events = body.split('\n\n');
    expect(events.pop()).toBe('');
    expect(events.pop()).toBe('data: [DONE]');
    expect(events.length).toBeGreaterThan(20);
    const text = events
      .map((event) => {
        expect(event).toMatch(/^data: \{"content":".*"\}$/s);
        return (JSON.parse(event.slice('data: '.length)) as { content: string }).content;
      })
      .join('');
    const engine = t.app.get<BuiltinEngine>(ASSISTANT_ENGINE);
    expect(text).toBe(engine.compose({ prompt: 'What are the symptoms of diabetes?' }));
    expect(text).toContain('### Diabetes');
  });

  it('is read to the end by a real EventSource client', async () => {
    const { chunks, text } = await readAnswer(ask(t, 'What is your name?'), cookie);
    expect(chunks.length).toBeGreaterThan(1);
    expect(text).toContain('**Jyoti**');
  });

  it('refuses a signed-out caller with 401 in the envelope', async () => {
    await expect(readAnswer(ask(t, 'hello'))).rejects.toEqual(new StreamError(401));
    const res = await fetch(ask(t, 'hello'));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: 401, success: false, data: { code: 'UNAUTHENTICATED' } });
  });

  it.each([
    ['an empty prompt', `${PATH}?prompt=`, ASSISTANT_MESSAGES.promptRequired],
    ['a blank prompt', `${PATH}?prompt=%20%20%0A`, ASSISTANT_MESSAGES.promptRequired],
    ['no prompt', PATH, ASSISTANT_MESSAGES.promptRequired],
    ['two prompts', `${PATH}?prompt=a&prompt=b`, ASSISTANT_MESSAGES.promptRequired],
    ['an oversized prompt', `${PATH}?prompt=${'a'.repeat(ASSISTANT_PROMPT_MAX_LENGTH + 1)}`, ASSISTANT_MESSAGES.promptTooLong],
    ['a prompt past what is read for danger signs, with one', `${PATH}?prompt=${encodeURIComponent(`${'a '.repeat(ASSISTANT_PROMPT_READ_MAX_LENGTH / 2)}chest pain`)}`, ASSISTANT_MESSAGES.promptTooLong],
  ])('refuses %s with 400 before streaming', async (_case, path, message) => {
    await expect(readAnswer(`${t.url}${path}`, cookie)).rejects.toEqual(new StreamError(400));
    const res = await fetch(`${t.url}${path}`, { headers: { cookie } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ statusCode: 400, success: false, message, data: { code: 'VALIDATION_FAILED', fields: { prompt: message } } });
  });

  it(`accepts a prompt of exactly ${ASSISTANT_PROMPT_MAX_LENGTH} characters, in Hindi too`, async () => {
    const hindi = `मुझे बुखार है ${'क'.repeat(ASSISTANT_PROMPT_MAX_LENGTH - 14)}`;
    expect(Array.from(hindi)).toHaveLength(ASSISTANT_PROMPT_MAX_LENGTH);
    expect((await readAnswer(ask(t, hindi), cookie)).text).toContain('### बुखार');
  });

  it('answers a red flag in Hindi, in Hindi, with 112, 108 and Tele-MANAS before anything else', async () => {
    const { text } = await readAnswer(ask(t, 'मेरे सीने में बहुत दर्द हो रहा है'), cookie);
    expect(text.startsWith('**यह आपातकाल हो सकता है।')).toBe(true);
    for (const number of [EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance, EMERGENCY_NUMBERS.teleManas]) {
      expect(text.indexOf(number)).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(number)).toBeLessThan(text.indexOf('### सीने में दर्द'));
    }
    expect(text).toContain('एम्बुलेंस');
    expect(text).not.toContain('This may be an emergency');
  });

  it('sends the numbers and the emergency card in the first event of an emergency answer', async () => {
    const chest = await readAnswer(ask(t, 'I had heartburn earlier but now I have crushing chest pain'), cookie);
    expect(chest.events[0].data.content).toContain(EMERGENCY_NUMBERS.emergency);
    expect(chest.events[0].data.content).toContain(EMERGENCY_NUMBERS.ambulance);
    expect(chest.events[0].data.emergency).toMatchObject({ categories: ['chest-pain'], numbers: [EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance], language: 'en' });
    expect(chest.events.slice(1).some((event) => event.data.emergency)).toBe(false);

    const selfHarm = await readAnswer(ask(t, 'everyone would be better off without me'), cookie);
    expect(selfHarm.events[0].data.content).toContain(EMERGENCY_NUMBERS.teleManas);
    expect(selfHarm.events[0].data.emergency?.numbers).toEqual([EMERGENCY_NUMBERS.teleManas, EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance]);

    const poison = await readAnswer(ask(t, 'my child ate rat poison, she had food poisoning last week'), cookie);
    expect(poison.events[0].data.emergency?.categories).toEqual(['poisoning']);
  });

  it('answers a Hindi question in Hindi, and Hinglish in Hindi when the interface is in Hindi', async () => {
    const devanagari = await readAnswer(ask(t, 'रक्तदान से पहले क्या खाना चाहिए?'), cookie);
    expect(devanagari.text.startsWith('### रक्तदान की तैयारी')).toBe(true);
    expect(devanagari.text).not.toMatch(/Preparing to donate|Eat a proper meal/);

    const hinglish = 'blood donate karne se pehle kya khana chahiye';
    expect((await readAnswer(`${ask(t, hinglish)}&language=hi`, cookie)).text.startsWith('### रक्तदान की तैयारी')).toBe(true);
    expect((await readAnswer(`${ask(t, hinglish)}&language=en`, cookie)).text.startsWith('### Preparing to donate blood')).toBe(true);

    // A Hindi emergency: the whole notice in Hindi, then the Hindi entry.
    const emergency = await readAnswer(ask(t, 'पापा को सांप ने काट लिया है'), cookie);
    expect(emergency.events[0].data.content).toContain('यह आपातकाल हो सकता है');
    expect(emergency.events[0].data.emergency?.language).toBe('hi');
    expect(emergency.text).toContain('### सांप का काटना');
    expect(emergency.text).not.toContain('This may be an emergency');
  });

  it('refuses an interface language other than en or hi with 400', async () => {
    const res = await fetch(`${ask(t, 'hello')}&language=fr`, { headers: { cookie } });
    expect(res.status).toBe(400);
  });

  describe('at the default pacing', () => {
    let paced: TestApp;
    let user: { id: string; cookie: string };
    beforeAll(async () => {
      // The defaults outside tests: 15 to 30 ms between words, 120 ms before [DONE].
      paced = await startTestApp({ ASSISTANT_PACE_MS: '15-30', ASSISTANT_DONE_GAP_MS: '120' });
      user = await signedIn(paced, 'Patient');
    });
    afterAll(async () => {
      await paced.close();
    });

    it('streams a long answer word by word over time, then [DONE] after a gap', async () => {
      const { events, doneAt, text } = await readAnswer(ask(paced, 'What are the symptoms of diabetes?'), user.cookie);
      expect(text).toContain('### Diabetes');
      expect(events.length).toBeGreaterThan(100);
      expect(events[events.length - 1].at - events[0].at).toBeGreaterThan(200);
      expect(doneAt - events[events.length - 1].at).toBeGreaterThanOrEqual(100);
      // Word-sized, except where the dose guard holds a sentence with a number until its end.
      const oneWord = events.filter((event) => event.data.content.trim().split(/\s+/).length <= 1);
      expect(oneWord.length / events.length).toBeGreaterThan(0.9);
    });

    it('stops generating on the server when the client goes away mid-answer', async () => {
      const engine = paced.app.get<BuiltinEngine>(ASSISTANT_ENGINE);
      const signals: AbortSignal[] = [];
      const answer = engine.answer.bind(engine);
      const spy = jest.spyOn(engine, 'answer').mockImplementation((question, signal) => {
        signals.push(signal);
        return answer(question, signal);
      });
      try {
        const { source } = await openUntilFirstChunk(ask(paced, 'What are the symptoms of diabetes?'), user.cookie);
        source.close();
        const signal = signals[0];
        if (!signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        expect(signal.aborted).toBe(true);
        await eventually(async () => ((await paced.app.get(AssistantLimiter).openStreams(user.id)) === 0 ? true : undefined), 5000, 'the slot to be free');
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('the hourly rate', () => {
    let limited: TestApp;
    let user: { id: string; cookie: string };
    beforeAll(async () => {
      limited = await startTestApp({ ASSISTANT_QUESTIONS_PER_HOUR: '2' });
      user = await signedIn(limited, 'Curious');
    });
    afterAll(async () => {
      await limited.close();
    });

    it('refuses the question past the limit with 429 in the envelope, and never hangs', async () => {
      await readAnswer(ask(limited, 'How can I manage stress?'), user.cookie);
      await readAnswer(ask(limited, 'How can I improve my sleep quality?'), user.cookie);
      await expect(readAnswer(ask(limited, 'What is PCOS?'), user.cookie)).rejects.toEqual(new StreamError(429));
      const res = await fetch(ask(limited, 'What is PCOS?'), { headers: { cookie: user.cookie } });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ statusCode: 429, success: false, message: ASSISTANT_MESSAGES.tooManyQuestions, data: { code: 'RATE_LIMITED' } });
    });

    it('still answers an emergency past the limit, with the emergency notice', async () => {
      const { text } = await readAnswer(ask(limited, 'I want to kill myself'), user.cookie);
      expect(text).toContain(`Tele-MANAS on ${EMERGENCY_NUMBERS.teleManas}`);
      expect(text).toContain(EMERGENCY_NUMBERS.emergency);
    });

    it('counts per user', async () => {
      const other = await signedIn(limited, 'Other');
      expect((await readAnswer(ask(limited, 'What is PCOS?'), other.cookie)).text).toContain('### PCOS');
    });
  });

  describe('the GraphQL subscription', () => {
    it('yields the same answer chunk by chunk and completes', async () => {
      const { client } = wsClient(t.url, cookie);
      const chunks: string[] = [];
      await new Promise<void>((resolve, reject) => {
        client.subscribe<{ assistantAnswer: { content: string } }>(
          { query: 'subscription Ask($prompt: String!) { assistantAnswer(prompt: $prompt) { content } }', variables: { prompt: 'How can I manage stress?' } },
          { next: (result) => chunks.push((result.data as { assistantAnswer: { content: string } }).assistantAnswer.content), error: reject, complete: resolve },
        );
      });
      await client.dispose();
      expect(chunks.length).toBeGreaterThan(20);
      expect(chunks.join('')).toBe(t.app.get<BuiltinEngine>(ASSISTANT_ENGINE).compose({ prompt: 'How can I manage stress?' }));
    });

    /** Every chunk of the subscription's answer to `prompt`, with `language` when given. */
    async function subscribed(prompt: string, language?: string): Promise<{ content: string; emergency: { categories: string[]; numbers: string[]; firstAction: string; language: string } | null }[]> {
      const { client } = wsClient(t.url, cookie);
      const chunks: { content: string; emergency: { categories: string[]; numbers: string[]; firstAction: string; language: string } | null }[] = [];
      await new Promise<void>((resolve, reject) => {
        client.subscribe<{ assistantAnswer: (typeof chunks)[number] }>(
          {
            query: 'subscription Ask($prompt: String!, $language: String) { assistantAnswer(prompt: $prompt, language: $language) { content emergency { categories numbers firstAction language } } }',
            variables: { prompt, language },
          },
          { next: (result) => chunks.push(result.data!.assistantAnswer), error: reject, complete: resolve },
        );
      });
      await client.dispose();
      return chunks;
    }

    it('carries the emergency card on the first chunk of an emergency answer only, as the REST stream does', async () => {
      const chest = await subscribed('I have severe chest pain');
      expect(chest[0].content).toContain(EMERGENCY_NUMBERS.emergency);
      expect(chest[0].emergency).toMatchObject({ categories: ['chest-pain'], numbers: [EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance], language: 'en' });
      expect(chest[0].emergency?.firstAction.length).toBeGreaterThan(0);
      expect(chest.slice(1).every((chunk) => chunk.emergency === null)).toBe(true);
      const selfHarm = await subscribed('I want to end my life');
      expect(selfHarm[0].emergency?.numbers).toEqual([EMERGENCY_NUMBERS.teleManas, EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance]);
      expect((await subscribed('How often can I donate blood?')).every((chunk) => chunk.emergency === null)).toBe(true);
    });

    it("answers in the question's language, the interface language breaking ties", async () => {
      const hindi = await subscribed('पापा को सांप ने काट लिया है');
      expect(hindi[0].content).toContain('यह आपातकाल हो सकता है');
      expect(hindi[0].emergency?.language).toBe('hi');
      expect(hindi.map((chunk) => chunk.content).join('')).toContain('### सांप का काटना');
      // The same Hinglish question: English by default, Hindi with a Hindi interface.
      const hinglish = 'blood donate karne se pehle kya khana chahiye';
      const english = (await subscribed(hinglish)).map((chunk) => chunk.content).join('');
      const inHindi = (await subscribed(hinglish, 'hi')).map((chunk) => chunk.content).join('');
      expect(inHindi.startsWith('### रक्तदान की तैयारी')).toBe(true);
      expect(english.startsWith('### Preparing to donate blood')).toBe(true);
    });

    it('refuses a language other than en or hi with VALIDATION_FAILED', async () => {
      const { client } = wsClient(t.url, cookie);
      const errors = await new Promise<ReadonlyArray<{ message: string; extensions?: { code?: string } }>>((resolve) => {
        client.subscribe(
          { query: 'subscription { assistantAnswer(prompt: "Can I donate?", language: "fr") { content } }' },
          { next: (result) => resolve(result.errors ?? []), error: (error) => resolve(error as never), complete: () => undefined },
        );
      });
      await client.dispose();
      expect(errors[0]).toMatchObject({ message: 'language must be en or hi', extensions: { code: 'VALIDATION_FAILED' } });
    });

    it('refuses an empty prompt with VALIDATION_FAILED', async () => {
      const { client } = wsClient(t.url, cookie);
      const errors = await new Promise<ReadonlyArray<{ message: string; extensions?: { code?: string } }>>((resolve) => {
        client.subscribe(
          { query: 'subscription { assistantAnswer(prompt: "  ") { content } }' },
          { next: (result) => resolve(result.errors ?? []), error: (error) => resolve(error as never), complete: () => undefined },
        );
      });
      await client.dispose();
      expect(errors[0]).toMatchObject({ message: ASSISTANT_MESSAGES.promptRequired, extensions: { code: 'VALIDATION_FAILED' } });
    });
  });
});

describe('Jyoti with an OpenAI-compatible provider', () => {
  let provider: ChatCompletionsServer;
  let t: TestApp;
  let user: { id: string; cookie: string };
  const logs: string[] = [];
  let restore: () => void;

  beforeAll(async () => {
    provider = await startChatCompletionsServer();
    t = await startTestApp({ ASSISTANT_BASE_URL: provider.baseUrl, ASSISTANT_API_KEY: 'sk-e2e', LOG_LEVEL: 'verbose' });
    user = await signedIn(t, 'Modeller');
    const stdout = process.stdout.write.bind(process.stdout);
    const stderr = process.stderr.write.bind(process.stderr);
    const capture = (write: typeof stdout) => ((chunk: string | Uint8Array, ...rest: never[]) => {
      logs.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof stdout;
    process.stdout.write = capture(stdout);
    process.stderr.write = capture(stderr);
    restore = () => {
      process.stdout.write = stdout;
      process.stderr.write = stderr;
    };
  });
  afterAll(async () => {
    restore();
    await t.close();
    await provider.close();
  });

  it('streams the provider\'s answer, sent with the key and the system prompt', async () => {
    provider.script = streamAnswer('Rest, drink fluids, and see a doctor if the fever lasts.');
    const { text } = await readAnswer(ask(t, 'I have a fever'), user.cookie);
    expect(text).toBe('Rest, drink fluids, and see a doctor if the fever lasts.');
    const call = provider.calls[provider.calls.length - 1];
    expect(call.headers.authorization).toBe('Bearer sk-e2e');
    expect(call.request.messages[0].content).toContain('(/create-request)');
    expect(call.request.messages[call.request.messages.length - 1]).toEqual({ role: 'user', content: 'I have a fever' });
  });

  it('allows two streams at once, refuses the third with 429, and stops generating when a client disconnects', async () => {
    // A provider that starts answering and then keeps thinking, as long as the engine listens.
    provider.script = (call) => {
      call.start();
      call.delta('Thinking... ');
    };
    const first = provider.nextCall();
    const a = await openUntilFirstChunk(ask(t, 'question one'), user.cookie);
    const b = await openUntilFirstChunk(ask(t, 'question two'), user.cookie);
    expect(a.first).toBe('Thinking... ');

    const refused = await fetch(ask(t, 'question three'), { headers: { cookie: user.cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: ASSISTANT_MESSAGES.tooManyStreams, data: { code: 'RATE_LIMITED' } });

    // The client leaves: the engine aborts its request to the provider, and the slot is free.
    a.source.close();
    await (await first).aborted;
    await eventually(async () => ((await t.app.get(AssistantLimiter).openStreams(user.id)) === 1 ? true : undefined), 5000, 'one slot to be free');
    const c = await openUntilFirstChunk(ask(t, 'question three'), user.cookie);

    const stillOpen = provider.calls.slice(-2);
    b.source.close();
    c.source.close();
    await Promise.all(stillOpen.map((call) => call.aborted));
  });

  it('falls back to the built-in engine when the provider fails, and never logs the prompt', async () => {
    provider.script = (call) => void call.res.writeHead(500).end();
    const prompt = 'What are the symptoms of diabetes? my-private-marker-7f3a';
    const { text } = await readAnswer(ask(t, prompt), user.cookie);
    expect(text).toBe(new BuiltinEngine(t.app.get(KnowledgeBase)).compose({ prompt }));
    const logged = logs.join('');
    expect(logged).toContain('failed (HTTP 500); answering with the built-in engine');
    expect(logged).not.toContain('my-private-marker-7f3a');
    expect(logged).not.toContain('symptoms of diabetes');
  });

  it('ends a partial answer with a note and [DONE] when the provider fails mid-answer', async () => {
    provider.script = (call) => {
      call.start();
      // The connection drops once the first chunk has left.
      call.res.write(chunkEvent('Drink water. '), () => call.res.destroy());
    };
    const { text } = await readAnswer(ask(t, 'I have a headache'), user.cookie);
    expect(text).toBe(`Drink water. ${INTERRUPTED_NOTE}`);
  });
});
