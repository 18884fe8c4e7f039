// glibc's malloc keeps what threads free in their arenas and gives memory back to the system
// only from an arena's top. Start-up leaves much of it behind: the embedded database's worker
// loads and compiles PostgreSQL (megabyte buffers, freed) and Node's helper threads compile and
// unpack beside it, so an idle server on PGlite held 40-70 MB of freed memory in its RSS
// (bench/idle-memory.mjs; malloc_trim(0) called from a debugger took one from 243 to 194 MB).
// malloc_trim hands the free pages of every arena back; koffi calls it, as no Node API does.

type Trim = () => boolean;

let loadedTrim: Promise<Trim | undefined> | undefined;

async function loadTrim(): Promise<Trim | undefined> {
  if (process.platform !== "linux") return undefined;
  try {
    const { default: koffi } = await import("koffi");
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)");
    return () => mallocTrim(0) === 1;
  } catch {
    // Not glibc (musl has no malloc_trim) or no koffi build for this machine: nothing to trim.
    return undefined;
  }
}

/** Gives the memory freed inside malloc's arenas back to the system; false when none was. */
export async function returnFreedMemory(): Promise<boolean> {
  loadedTrim ??= loadTrim();
  const trim = await loadedTrim;
  return trim?.() ?? false;
}
