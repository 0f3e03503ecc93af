import { QueryFailedError } from 'typeorm';
import { retryTransaction } from './retry-transaction';

const failure = (code: string) => new QueryFailedError('UPDATE "sessions" ...', [], Object.assign(new Error('x'), { code }));

describe('retryTransaction', () => {
  it('runs the transaction again after a deadlock or a serialization failure', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const result = await retryTransaction(async () => {
        calls += 1;
        if (calls === 1) throw failure(code);
        return 'done';
      });
      expect({ code, result, calls }).toEqual({ code, result: 'done', calls: 2 });
    }
  });

  it('gives up after its attempts, with the last error', async () => {
    let calls = 0;
    await expect(
      retryTransaction(async () => {
        calls += 1;
        throw failure('40P01');
      }, 3),
    ).rejects.toBeInstanceOf(QueryFailedError);
    expect(calls).toBe(3);
  });

  it('throws any other error at once', async () => {
    let calls = 0;
    await expect(
      retryTransaction(async () => {
        calls += 1;
        throw failure('23505');
      }),
    ).rejects.toBeInstanceOf(QueryFailedError);
    await expect(retryTransaction(() => Promise.reject(new TypeError('bug')))).rejects.toBeInstanceOf(TypeError);
    expect(calls).toBe(1);
  });
});
