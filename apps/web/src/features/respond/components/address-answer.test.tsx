import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

const ADDRESS = { questionType: "address" as const, questionText: "Where do you live?" };

/** The question, once its lazily loaded control is on screen. */
async function renderAddress(validations = {}) {
  const rendered = renderQuestion({ ...ADDRESS, validations });
  await screen.findByRole("textbox", { name: "Street address" });
  return rendered;
}

describe("AddressAnswer", () => {
  it("labels each part it asks, with the browser's autofill token", async () => {
    await renderAddress({ addressParts: { line2: "hidden" }, defaultCountry: "FR" });
    const tokens = {
      "Street address": "address-line1",
      City: "address-level2",
      "State / province / region (optional)": "address-level1",
      "Postal code": "postal-code",
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect(screen.getByRole("textbox", { name })).toHaveAttribute("autocomplete", token);
    }
    expect(screen.queryByRole("textbox", { name: /Address line 2/ })).toBeNull();
    const country = screen.getByRole("combobox", { name: "Country" });
    expect(country).toHaveAttribute("autocomplete", "country");
    expect(country).toHaveValue("FR");
    expect(screen.getByRole("option", { name: "Peru" })).toBeInTheDocument();
  });

  it("answers the six parts in order, and says a missing required part", async () => {
    const { user, lastAnswer } = await renderAddress({ defaultCountry: "FR" });
    await user.type(screen.getByRole("textbox", { name: "Street address" }), "1 Rue de Rivoli ");
    expect(lastAnswer()).toEqual(["1 Rue de Rivoli", "", "", "", "", "FR"]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please fill in every required part of the address",
    );
    await user.type(screen.getByRole("textbox", { name: "City" }), "Paris");
    await user.type(screen.getByRole("textbox", { name: "Postal code" }), "75001");
    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "PE");
    expect(lastAnswer()).toEqual(["1 Rue de Rivoli", "", "Paris", "", "75001", "PE"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("leaves the question unanswered while only the preset country is filled in", async () => {
    const { user, lastAnswer } = await renderAddress({ defaultCountry: "FR" });
    await user.type(screen.getByRole("textbox", { name: "City" }), "L{Backspace}");
    expect(lastAnswer()).toBeUndefined();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
