import { normalizeEmailInput, normalizeNameInput } from "@formloom/shared";
import type { ChangeEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { withNormalizer } from "./with-normalizer";

function change(input: HTMLInputElement) {
  return { target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>;
}

describe("withNormalizer", () => {
  it("rewrites the text before the form reads it and keeps the caret after what was typed", () => {
    const onChange = vi.fn();
    const input = document.createElement("input");
    input.value = "ada9 lovelace";
    input.setSelectionRange(4, 4);
    withNormalizer({ onChange, name: "name" }, normalizeNameInput).onChange(change(input));
    expect(input.value).toBe("ada lovelace");
    expect(input.selectionStart).toBe(3);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it("works for email inputs, which have no caret API", () => {
    const onChange = vi.fn();
    const input = document.createElement("input");
    input.type = "email";
    input.value = "ada @example.com";
    withNormalizer({ onChange }, normalizeEmailInput).onChange(change(input));
    expect(input.value).toBe("ada@example.com");
    expect(onChange).toHaveBeenCalledOnce();
  });
});
