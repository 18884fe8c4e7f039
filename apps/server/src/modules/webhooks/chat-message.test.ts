import { describe, expect, it } from "vitest";
import { type ChatMessage, chatBody } from "./chat-message.js";

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  heading: "New response to Quote",
  lines: [{ question: "How many?", value: "3" }],
  more: 2,
  variables: [
    { question: "total", value: "42.5" },
    { question: "tier", value: "gold_plus" },
  ],
  link: { url: "https://forms.example.org/r", text: "Read the response" },
  ...overrides,
});

describe("a chat message's variables", () => {
  it("follow the answers in a Discord message, escaped, the link last", () => {
    const { content } = JSON.parse(chatBody("discord", message({})));
    expect(content.split("\n")).toEqual([
      "**New response to Quote**",
      "**How many?**: 3",
      "and 2 more answers",
      "**total**: 42.5",
      "**tier**: gold\\_plus",
      "[Read the response](https://forms.example.org/r)",
    ]);
  });

  it("give way before the link when a Discord message is too long", () => {
    const lines = Array.from({ length: 5 }, () => ({ question: "Q", value: "y".repeat(300) }));
    const variables = Array.from({ length: 20 }, (_, index) => ({
      question: `v${index}`,
      value: "z".repeat(200),
    }));
    const { content } = JSON.parse(chatBody("discord", message({ lines, variables })));
    expect(content.length).toBeLessThanOrEqual(2000);
    expect(content).toContain("**v0**: ");
    expect(content).not.toContain("**v19**");
    expect(content.endsWith("[Read the response](https://forms.example.org/r)")).toBe(true);
  });

  it("are absent from a message without variables", () => {
    const { text } = JSON.parse(chatBody("slack", message({ variables: [], more: 0 })));
    expect(text).toBe(
      "*New response to Quote*\n*How many?*: 3\n<https://forms.example.org/r|Read the response>",
    );
  });
});
