import { DomainError } from '../league/domain-errors';

/**
 * What a heavy task answers across the thread boundary: its value, or the refusal it decided as plain data (an
 * Error's class does not survive the trip, and the route needs its status and French message).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** Runs a task on the worker side: a domain refusal becomes data; anything else is a real failure and is thrown. */
export async function outcomeOf<T>(work: () => Promise<T> | T): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, status: error.statusCode, message: error.message };
    throw error;
  }
}
