import { ServiceUnavailableError } from '../../common/errors/database-unavailable';
import { Gate, IMAGE_WORKERS } from './image-processor';

describe('the image gate', () => {
  it('runs at most its limit at once, the rest in turn, and frees a place when work fails', async () => {
    const gate = new Gate(2);
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = (fail = false) =>
      gate.run(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active--;
        if (fail) throw new Error('decode failed');
        return 'done';
      });
    const runs = [work(true), work(), work(), work(), work(), work()];
    let settled = 0;
    for (const run of runs) void run.then(() => settled++, () => settled++);
    // One piece of work finishes at a time; never more than two are inside the gate.
    for (let round = 0; round < 100 && settled < runs.length; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(active).toBeLessThanOrEqual(2);
      releases.shift()?.();
    }
    await expect(runs[0]).rejects.toThrow('decode failed');
    await expect(Promise.all(runs.slice(1))).resolves.toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(peak).toBe(2);
  });

  it('refuses work past its waiting places with 503 (Retry-After), and takes it again once a place is free', async () => {
    const gate = new Gate(1, 2);
    const releases: (() => void)[] = [];
    const work = () => gate.run(() => new Promise<string>((resolve) => releases.push(() => resolve('done'))));
    const running = work();
    const waiting = [work(), work()];
    const refused = await work().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
    // The first finishes: one waiting one goes in, and a place in the queue is free again.
    releases.shift()?.();
    await expect(running).resolves.toBe('done');
    const later = work();
    for (let round = 0; round < 10 && releases.length > 0; round++) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(Promise.all([...waiting, later])).resolves.toEqual(['done', 'done', 'done']);
  });

  it('leaves a core to the event loop', () => {
    expect(IMAGE_WORKERS).toBeGreaterThanOrEqual(1);
  });
});
