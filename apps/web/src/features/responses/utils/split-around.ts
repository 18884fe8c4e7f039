const MARK = "\u0000";

/**
 * A translated sentence cut where one of its placeholders goes, so that an element (a time, an
 * emphasised figure) can stand there: `write` fills that placeholder with the mark it is given.
 */
export function splitAround(write: (mark: string) => string): [before: string, after: string] {
  const [before = "", ...rest] = write(MARK).split(MARK);
  return [before, rest.join("")];
}
