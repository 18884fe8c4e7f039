import { type Question, withQuestionDefaults } from "@formloom/shared";

/** A form version's questions as stored in jsonb: fields added since then read as empty. */
export function readStoredQuestions(json: unknown): Question[] {
  return (json as Question[]).map(withQuestionDefaults);
}

const CACHED_VERSIONS = 1000;

/**
 * Form versions' questions, parsed once per version: a version row is never changed once
 * written (an edit adds the next version), so its id names its questions for good. Every
 * submission reads its form's questions; parsing them each time was a seventh of a
 * submission's CPU. The questions handed out are frozen, as they are shared by every reader.
 */
export class VersionQuestions {
  readonly #byVersionId = new Map<string, Question[]>();

  read(versionId: string, json: string): Question[] {
    const cached = this.#byVersionId.get(versionId);
    if (cached) return cached;
    const questions = deepFreeze(readStoredQuestions(JSON.parse(json)));
    if (this.#byVersionId.size >= CACHED_VERSIONS) {
      // The oldest entry goes first: a Map keeps insertion order.
      const [oldest] = this.#byVersionId.keys();
      if (oldest !== undefined) this.#byVersionId.delete(oldest);
    }
    this.#byVersionId.set(versionId, questions);
    return questions;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}
