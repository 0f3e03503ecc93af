import { sqlStateOf } from '../common/errors/to-app-error';

/** Postgres's "try the transaction again" states: a deadlock (one side is cancelled) and a serialization failure. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);

/**
 * Runs a whole transaction again when Postgres cancelled it to break a deadlock or a serialization
 * conflict, as Postgres's documentation advises (the other side went through; this one rolled back
 * and changed nothing). For transactions that touch many tables at once, such as an account's
 * erasure racing a refresh or a job on the same rows. Any other error is thrown as it is.
 */
export async function retryTransaction<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= attempts || state === undefined || !RETRYABLE_STATES.has(state)) throw error;
    }
  }
}
