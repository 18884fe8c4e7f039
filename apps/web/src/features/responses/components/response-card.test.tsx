import type { FormResponse } from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponseCard } from "./response-card";

const response = (variables: FormResponse["variables"]): FormResponse => ({
  _id: "0193a000-0000-7000-8000-000000000001",
  formId: "0193a000-0000-7000-8000-0000000000f1",
  version: 1,
  respondentName: "Anonymous",
  respondentEmail: "",
  answers: [],
  hiddenFields: {},
  score: { correct: 0, total: 0, percentage: 0 },
  variables,
  language: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
});

describe("ResponseCard", () => {
  it("shows the response's variables under its answers", () => {
    render(
      <ResponseCard
        response={response({ total: 1234.5, tier: "gold" })}
        number={1}
        questions={[]}
      />,
    );
    const card = screen.getByRole("article", { name: /Response #1/ });
    expect(within(card).getByRole("heading", { name: "Variables" })).toBeVisible();
    const terms = within(card)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(terms).toEqual(["total", "tier"]);
    expect(values).toEqual(["1,234.5", "gold"]);
  });

  it("has no variables part for a form without variables", () => {
    render(<ResponseCard response={response({})} number={1} questions={[]} />);
    expect(screen.queryByRole("heading", { name: "Variables" })).toBeNull();
  });
});
