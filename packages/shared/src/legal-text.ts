// A consent question's legal text is plain text in which links are written as markdown
// ([label](https://...)) or as bare https URLs. The page renders it as text and <a> links, never
// as HTML; only http(s) addresses become links.

export type LegalTextPart = { text: string } | { text: string; href: string };

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)|(https?:\/\/[^\s<>()[\]]+)/g;
// A sentence's full stop or comma after a bare URL is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function parseLegalText(text: string): LegalTextPart[] {
  const parts: LegalTextPart[] = [];
  const pushText = (value: string) => {
    if (value === "") return;
    const last = parts.at(-1);
    if (last && !("href" in last)) last.text += value;
    else parts.push({ text: value });
  };
  let end = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, address, bare] = match;
    const start = match.index;
    pushText(text.slice(end, start));
    end = start + whole.length;
    if (bare !== undefined) {
      const url = bare.replace(TRAILING_PUNCTUATION, "");
      const href = safeHref(url);
      if (href) parts.push({ text: url, href });
      else pushText(url);
      end = start + url.length;
      continue;
    }
    const href = safeHref(address ?? "");
    if (href && label !== undefined) parts.push({ text: label, href });
    else pushText(whole);
  }
  pushText(text.slice(end));
  return parts;
}

/**
 * The legal text as one line of plain words (links by their labels), cut after `max` characters
 * at a word's end with "…": enough to tell which text was agreed to where the whole would not
 * fit (a printed response).
 */
export function excerptLegalText(text: string, max: number): string {
  const plain = parseLegalText(text)
    .map((part) => part.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : plain.slice(0, max)).trimEnd()}…`;
}
