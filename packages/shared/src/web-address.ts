// The URL parser drops tabs and line breaks inside an address and trims spaces and control
// characters at its ends, so "https://a.example/\r\nSet-Cookie: x=1" parses as a fine URL. An
// address we store and hand back out (a redirect, a webhook target) must hold none of them.
const SPACE_OR_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/;

export function hasSpaceOrControl(value: string): boolean {
  return SPACE_OR_CONTROL.test(value);
}

/** Whether the text is, as written, an absolute URL with a host and one of the protocols. */
export function isWebAddress(value: string, protocols: readonly ("http:" | "https:")[]): boolean {
  if (hasSpaceOrControl(value)) return false;
  try {
    const url = new URL(value);
    return (protocols as readonly string[]).includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}
