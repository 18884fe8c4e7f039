import { parseLegalText } from "@formloom/shared/legal-text";

/** A consent's legal text: plain text, its http(s) links as links (never HTML). */
export function LegalText({ text, id }: { text: string; id?: string }) {
  return (
    <p id={id} dir="auto" className="whitespace-pre-line text-sm wrap-anywhere">
      {parseLegalText(text).map((part, index) =>
        "href" in part ? (
          <a
            // The parts of one text never move: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
