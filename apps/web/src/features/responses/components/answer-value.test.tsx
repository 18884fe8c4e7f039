import type { Question } from "@formloom/shared";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnswerValueView } from "./answer-value";

const question = (fields: Partial<Question>) =>
  ({ options: [], rows: [], scalePreset: null, ...fields }) as Question;

const LEGAL_TEXT = `I accept the [terms](https://example.org/terms). ${"Every clause applies. ".repeat(20)}`;

describe("a phone, consent or CSAT answer on screen and on paper", () => {
  it("shows a phone number in its international format, dialled as stored", () => {
    render(
      <AnswerValueView question={question({ questionType: "phone" })} answer="+33612345678" />,
    );
    expect(screen.getByRole("link", { name: "+33 6 12 34 56 78" })).toHaveAttribute(
      "href",
      "tel:+33612345678",
    );
  });

  it("says Agreed, the text opening on screen and its first words printed", () => {
    const { container } = render(
      <AnswerValueView question={question({ questionType: "consent" })} answer={LEGAL_TEXT} />,
    );
    expect(container.querySelector("summary")).toHaveTextContent("Agreed");
    const printed = container.querySelector("p.print\\:block");
    expect(printed?.textContent).toMatch(/^Agreed to “I accept the terms\. Every clause/);
    expect(printed?.textContent).toMatch(/…”$/);
    expect((printed?.textContent ?? "").length).toBeLessThan(200);
  });

  it("gives a CSAT score its words: the question's end labels, the middle ones between", () => {
    const csat = question({
      questionType: "linearScale",
      scaleMin: 1,
      scaleMax: 5,
      scaleMinLabel: "Very unsatisfied",
      scaleMaxLabel: "Very satisfied",
      scalePreset: "csat",
    });
    const { rerender, container } = render(<AnswerValueView question={csat} answer={4} />);
    expect(container).toHaveTextContent("4 / 5 · Satisfied");
    rerender(<AnswerValueView question={csat} answer={1} />);
    expect(container).toHaveTextContent("1 / 5 · Very unsatisfied");
    rerender(<AnswerValueView question={{ ...csat, scalePreset: null }} answer={4} />);
    expect(container.textContent).toBe("4 / 5");
  });
});
