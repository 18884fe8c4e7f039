import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { textWithElements } from "./text-with-elements";
import { appTextsIn } from "./use-app-text";

const english = appTextsIn("en");

describe("textWithElements", () => {
  it("puts each element where the sentence names it", () => {
    const { container } = render(
      <p>
        {textWithElements(english, "profile.apiKeys.description", {
          header: <code>X-Key</code>,
          docsLink: <a href="/docs">API reference</a>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Let scripts read your forms and responses. Send a key as <code>X-Key</code>; the <a href="/docs">API reference</a> lists what it can do.</p>',
    );
  });

  it("fills the other placeholders as text, plurals included", () => {
    const { container } = render(
      <p>
        {textWithElements(
          english,
          "responses.webhooks.pausedReason",
          { reason: <span>timeout</span> },
          { count: 3 },
        )}
      </p>,
    );
    expect(container.textContent).toBe(
      "The last 3 deliveries failed, the latest with: timeout. New responses wait and are sent when you resume.",
    );
    expect(container.querySelector("span")?.textContent).toBe("timeout");
  });
});
