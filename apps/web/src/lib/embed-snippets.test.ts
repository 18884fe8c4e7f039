import { describe, expect, it } from "vitest";
import { buildEmbedSnippets } from "./embed-snippets";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f7";

describe("buildEmbedSnippets", () => {
  const snippets = buildEmbedSnippets({
    formId: FORM_ID,
    formTitle: 'Sign-up "2027" <b>',
    baseUrl: "https://forms.example.org",
  });

  it("frames the embed page, sized by /embed.js", () => {
    expect(snippets.iframe).toContain(
      `src="https://forms.example.org/forms/${FORM_ID}/view?embed=1" data-formloom-form="${FORM_ID}"`,
    );
    expect(snippets.iframe).toContain('<script src="https://forms.example.org/embed.js" async>');
  });

  it("is one line of script that puts the form where it stands", () => {
    expect(snippets.script).not.toContain("\n");
    expect(snippets.script).toMatch(
      new RegExp(
        `^<script src="https://forms.example.org/embed.js" data-formloom-form="${FORM_ID}"`,
      ),
    );
  });

  it("escapes the title inside attributes", () => {
    expect(snippets.iframe).toContain('title="Sign-up &quot;2027&quot; &lt;b&gt;"');
    expect(snippets.script).toContain('data-formloom-title="Sign-up &quot;2027&quot; &lt;b&gt;"');
  });

  it("asks for a transparent background in both snippets when chosen", () => {
    const transparent = buildEmbedSnippets({
      formId: FORM_ID,
      formTitle: "Poll",
      baseUrl: "https://forms.example.org",
      isTransparent: true,
    });
    expect(transparent.iframe).toContain(`/forms/${FORM_ID}/view?embed=1&amp;transparent=1"`);
    expect(transparent.script).toContain(' data-formloom-transparent="1" async>');
    expect(snippets.script).not.toContain("transparent");
  });
});

describe("buildEmbedSnippets over the page", () => {
  const build = (mode: "popup" | "slider" | "fullpage") =>
    buildEmbedSnippets({
      formId: FORM_ID,
      formTitle: "Poll",
      baseUrl: "https://forms.example.org",
      isTransparent: true,
      mode,
      buttonText: 'Say "hi"',
    }).script;

  it("opens a popup or a slider from a button with the given, escaped, text", () => {
    expect(build("popup")).toBe(
      `<script src="https://forms.example.org/embed.js" data-formloom-form="${FORM_ID}" data-formloom-title="Poll" data-formloom-mode="popup" data-formloom-button="Say &quot;hi&quot;" async></script>`,
    );
    expect(build("slider")).toContain(' data-formloom-mode="slider" data-formloom-button=');
  });

  it("fills the window with no button, and is never transparent", () => {
    expect(build("fullpage")).toContain(' data-formloom-mode="fullpage" async>');
    expect(build("fullpage")).not.toContain("data-formloom-button");
    expect(build("popup")).not.toContain("transparent");
  });
});
