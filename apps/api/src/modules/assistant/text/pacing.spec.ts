import { NO_PACE, paced, parsePace, pause, wordChunks } from './pacing';

describe('pacing', () => {
  it('cuts text into words with their spaces, keeping every character', () => {
    const text = '  **Call 112** now,\n\n- press the wound.  ';
    expect(wordChunks(text)).toEqual(['  **Call ', '112** ', 'now,\n\n', '- ', 'press ', 'the ', 'wound.  ']);
    expect(wordChunks(text).join('')).toBe(text);
    expect(wordChunks('')).toEqual([]);
  });

  it('reads a range or a fixed pause, and refuses nonsense', () => {
    expect(parsePace('15-30', 120)).toEqual({ minMs: 15, maxMs: 30, doneGapMs: 120 });
    expect(parsePace('20', 0)).toEqual({ minMs: 20, maxMs: 20, doneGapMs: 0 });
    expect(() => parsePace('30-15', 0)).toThrow('Invalid pace');
    expect(() => parsePace('fast', 0)).toThrow('Invalid pace');
  });

  it('spaces the chunks by the pace, the first at once', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const times: number[] = [];
    for await (const _chunk of paced(['a ', 'b ', 'c '], parsePace('40', 0), controller.signal)) times.push(performance.now() - started);
    expect(times[0]).toBeLessThan(20);
    expect(times[2] - times[0]).toBeGreaterThanOrEqual(75);
  });

  it('stops at once when aborted, even in a pause', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const started = performance.now();
    for await (const chunk of paced(['a ', 'b ', 'c '], parsePace('10000', 0), controller.signal)) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toEqual(['a ']);
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(pause(NO_PACE, controller.signal)).resolves.toBeUndefined();
  });
});
