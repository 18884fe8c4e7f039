// The outcome of an action the UI may refuse, carrying the message to show.
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

export function succeed<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function refuse<T>(message: string): Result<T> {
  return { ok: false, message };
}
