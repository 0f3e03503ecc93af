import { ASSISTANT_MESSAGES, ASSISTANT_PROMPT_MAX_LENGTH, EMERGENCY_NUMBERS } from '@redhope/domain';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { SecurityLog } from '../../common/security/security-log';
import { loadConfig } from '../../config/config';
import { AssistantLimiter, questionsPerAddress, questionsPerUser, streamsPerUser } from './assistant-limiter';
import { AssistantService, type AnswerStream } from './assistant.service';
import type { AssistantEngine, AssistantQuestion } from './engines/assistant-engine';
import { DOSE_REPLACEMENT } from './safety/dose-guard';

/** An engine that records what it was asked and streams until told to stop. */
class RecordingEngine implements AssistantEngine {
  readonly name = 'recording';
  questions: AssistantQuestion[] = [];
  signals: AbortSignal[] = [];

  constructor(private readonly chunks: string[] = ['Rest ', 'and ', 'drink ', 'water.']) {}

  async *answer(question: AssistantQuestion, signal: AbortSignal): AsyncGenerator<string> {
    this.questions.push(question);
    this.signals.push(signal);
    for (const chunk of this.chunks) {
      if (signal.aborted) return;
      yield chunk;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** The client address the questions below come from. */
const HOME = '203.0.113.7';

async function read(stream: AnswerStream): Promise<string> {
  let text = '';
  for await (const event of stream) text += event.content;
  return text;
}

describe('AssistantService', () => {
  let engine: RecordingEngine;
  let limiter: AssistantLimiter;
  let service: AssistantService;
  beforeEach(() => {
    engine = new RecordingEngine();
    const config = loadConfig({});
    const rates = new RateLimitService(config, new SecurityLog(config));
    limiter = new AssistantLimiter(rates.concurrency(streamsPerUser(2)), rates.limit(questionsPerUser(5)), rates.limit(questionsPerAddress(8)));
    service = new AssistantService(engine, limiter);
  });

  it('streams the engine\'s answer and frees the slot at the end', async () => {
    const stream = await service.begin('asha', HOME, 'I have a cold');
    expect(await limiter.openStreams('asha')).toBe(1);
    expect(await read(stream)).toBe('Rest and drink water.');
    expect(await limiter.openStreams('asha')).toBe(0);
    expect(engine.questions).toEqual([{ prompt: 'I have a cold', language: 'en', emergency: undefined, emergencies: [] }]);
  });

  it('answers a red flag with the emergency numbers first, then the engine', async () => {
    const text = await read(await service.begin('asha', HOME, 'my father has chest pain'));
    const numbers = [EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance, EMERGENCY_NUMBERS.teleManas].map((n) => text.indexOf(n));
    expect(numbers.every((at) => at >= 0)).toBe(true);
    expect(Math.max(...numbers)).toBeLessThan(text.indexOf('Rest and drink water.'));
    expect(engine.questions[0].emergency).toBe('chest-pain');
  });

  it('sends the headline with the numbers and the card as the first event of an emergency answer', async () => {
    const events = [];
    for await (const event of await service.begin('asha', HOME, 'I want to end my life')) events.push(event);
    expect(events[0].content).toContain(EMERGENCY_NUMBERS.teleManas);
    expect(events[0].content).toContain(EMERGENCY_NUMBERS.emergency);
    expect(events[0].emergency).toMatchObject({ categories: ['self-harm'], numbers: [EMERGENCY_NUMBERS.teleManas, EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance], language: 'en' });
    expect(events.slice(1).every((event) => event.emergency === undefined)).toBe(true);
  });

  it('answers a Devanagari question, and Hinglish with the Hindi interface, in Hindi', async () => {
    await read(await service.begin('asha', HOME, 'सीने में तेज दर्द'));
    const hindi = await read(await service.begin('ravi', HOME, 'seene mein bahut dard ho raha hai', 'hi'));
    expect(hindi).toContain('यह आपातकाल हो सकता है');
    const english = await read(await service.begin('meera', HOME, 'seene mein bahut dard ho raha hai', 'en'));
    expect(english).toContain('This may be an emergency');
    expect(english).toContain('Emergency mein turant');
    expect(engine.questions.map((question) => question.language)).toEqual(['hi', 'hi', 'en']);
  });

  it('refuses a third stream and a question past the hourly rate, with 429', async () => {
    await service.begin('asha', HOME, 'one');
    await service.begin('asha', HOME, 'two');
    await expect(service.begin('asha', HOME, 'three')).rejects.toThrow(ASSISTANT_MESSAGES.tooManyStreams);
  });

  it('still answers a red flag past the limits, with the emergency notice alone', async () => {
    await service.begin('asha', HOME, 'one');
    await service.begin('asha', HOME, 'two');
    const text = await read(await service.begin('asha', HOME, 'मैं आत्महत्या करना चाहता हूँ'));
    expect(text).toContain(EMERGENCY_NUMBERS.teleManas);
    expect(text).toContain('टेली-मानस');
    expect(engine.questions).toHaveLength(0);
  });

  it('answers a red flag from an address past its budget (a carrier\'s or a hospital\'s shared address), with the emergency notice alone', async () => {
    for (let i = 0; i < 8; i++) await read(await service.begin(`person-${i}`, HOME, 'I have a cold'));
    await expect(service.begin('ravi', HOME, 'I have a cold')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const text = await read(await service.begin('ravi', HOME, "I can't breathe"));
    expect(text).toContain(EMERGENCY_NUMBERS.emergency);
    expect(engine.questions).toHaveLength(8);
  });

  it('reads a message longer than a question for danger signs: an emergency at its end gets the notice alone, without a slot', async () => {
    const story = `${'We were at my cousin\'s wedding and everything was fine until the evening. '.repeat(40)}Now my uncle has collapsed and is not breathing.`;
    expect(story.length).toBeGreaterThan(ASSISTANT_PROMPT_MAX_LENGTH);
    const events = [];
    for await (const event of await service.begin('asha', HOME, story)) events.push(event);
    expect(events[0].emergency?.numbers).toContain(EMERGENCY_NUMBERS.emergency);
    expect(events.map((event) => event.content).join('')).toContain(EMERGENCY_NUMBERS.ambulance);
    expect(engine.questions).toHaveLength(0);
    expect(await limiter.openStreams('asha')).toBe(0);
  });

  it('refuses a message longer than a question without danger signs as too long, before taking a slot', async () => {
    await expect(service.begin('asha', HOME, 'a'.repeat(ASSISTANT_PROMPT_MAX_LENGTH + 1))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ASSISTANT_MESSAGES.promptTooLong,
      fields: { prompt: ASSISTANT_MESSAGES.promptTooLong },
    });
    expect(await limiter.openStreams('asha')).toBe(0);
    expect(await read(await service.begin('asha', HOME, 'a'.repeat(ASSISTANT_PROMPT_MAX_LENGTH)))).toBe('Rest and drink water.');
  });

  it('stops the engine and frees the slot when closed mid-answer', async () => {
    const stream = await service.begin('asha', HOME, 'I have a cold');
    const chunks = stream[Symbol.asyncIterator]();
    expect((await chunks.next()).value).toEqual({ content: 'Rest ' });
    stream.close();
    expect(engine.signals[0].aborted).toBe(true);
    expect(await limiter.openStreams('asha')).toBe(0);
    expect((await chunks.next()).done).toBe(true);
  });

  it('removes medicine doses from what the engine writes', async () => {
    service = new AssistantService(new RecordingEngine(['Take 500 ', 'mg twice a day. ', 'Rest.']), limiter);
    expect(await read(await service.begin('asha', HOME, 'fever'))).toBe(`Take ${DOSE_REPLACEMENT}. Rest.`);
  });
});
