/**
 * Restores the time zone a test changed through process.env.TZ. Assigning undefined would store
 * the string "undefined", an unknown zone, for the test files that share the module graph after.
 */
export function restoreTimeZone(original: string | undefined): void {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
}
