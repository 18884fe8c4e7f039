import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import respondHtml from "../../../../respond.html?raw";
import { PublicFormShell } from "../components/public-form-shell";
import { RespondSkeleton } from "../components/respond-skeleton";

const ROOT_CONTENT = /<div id="root">([\s\S]*)<\/div>\s*<script/;

// respond.html carries the page's first frame as plain HTML, so a phone paints the header and
// the loading cards before any script has run; React then renders the same markup over it.
describe("respond.html's static first frame", () => {
  it("is exactly what the page renders while the form loads", () => {
    const staticFrame = respondHtml.match(ROOT_CONTENT)?.[1]?.trim();
    const rendered = renderToStaticMarkup(
      <PublicFormShell>
        <RespondSkeleton />
      </PublicFormShell>,
    );
    expect(staticFrame, "paste this markup into respond.html's #root").toBe(rendered);
  });
});
