import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { textWithElements } from "./text-with-elements";

describe("textWithElements", () => {
  it("puts each element where the sentence names it", () => {
    const t = () => "Read the {docsLink} before {header}.";
    const { container } = render(
      <p>
        {textWithElements(t, "profile.apiKeys.description", {
          header: <code>X-Key</code>,
          docsLink: <a href="/docs">docs</a>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Read the <a href="/docs">docs</a> before <code>X-Key</code>.</p>',
    );
  });
});
