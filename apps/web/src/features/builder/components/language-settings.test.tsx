import {
  DEFAULT_FORM_SETTINGS,
  type FormSettings,
  formSettingsInputSchema,
  LANGUAGE_CODES,
  LANGUAGES,
  mapIssuesToFieldErrors,
  SETTINGS_MESSAGES,
} from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LanguageSettings } from "./language-settings";

let current: FormSettings;

/** The Languages part of the Settings panel, its messages those of the shared schema. */
function Panel({ initial }: { initial: Partial<FormSettings> }) {
  const [settings, setSettings] = useState({ ...DEFAULT_FORM_SETTINGS, ...initial });
  current = settings;
  const parsed = formSettingsInputSchema.safeParse(settings);
  const errors = parsed.success ? {} : mapIssuesToFieldErrors(parsed.error.issues);
  return (
    <LanguageSettings
      settings={settings}
      error={(field) => errors[field]}
      onChange={(changes) => setSettings((previous) => ({ ...previous, ...changes }))}
    />
  );
}

const otherLanguages = () => screen.getByRole("group", { name: "Other languages" });
const tickedNames = () =>
  within(otherLanguages())
    .getAllByRole("checkbox")
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest("label")?.textContent);

describe("the Languages settings", () => {
  it("offers the twelve languages by their own names, each marked with its language", async () => {
    const user = userEvent.setup();
    render(<Panel initial={{}} />);
    expect(screen.getByText(/questions stay as you wrote them/)).toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: "Default language" });
    expect(select).toHaveTextContent("English");

    await user.click(select);
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(
      LANGUAGE_CODES.map((code) => LANGUAGES[code].name),
    );
    expect(screen.getByRole("option", { name: "日本語" }).querySelector("[lang]")).toHaveAttribute(
      "lang",
      "ja",
    );
    expect(screen.getByRole("option", { name: "العربية" }).querySelector("[lang]")).toHaveAttribute(
      "dir",
      "rtl",
    );
    await user.keyboard("{Escape}");

    const boxes = within(otherLanguages()).getAllByRole("checkbox");
    expect(boxes).toHaveLength(11);
    expect(within(otherLanguages()).queryByRole("checkbox", { name: "English" })).toBeNull();
    const german = within(otherLanguages()).getByRole("checkbox", { name: "Deutsch" });
    expect(german.closest("label")?.querySelector('[lang="de"]')).toHaveTextContent("Deutsch");
  });

  it("adds and removes languages, kept in the list's order", async () => {
    const user = userEvent.setup();
    render(<Panel initial={{}} />);
    await user.click(within(otherLanguages()).getByRole("checkbox", { name: "简体中文" }));
    await user.click(within(otherLanguages()).getByRole("checkbox", { name: "Français" }));
    await user.click(within(otherLanguages()).getByRole("checkbox", { name: "Deutsch" }));
    expect(current.languages).toEqual(["de", "fr", "zh-Hans"]);
    await user.click(within(otherLanguages()).getByRole("checkbox", { name: "Français" }));
    expect(current).toMatchObject({ language: "en", languages: ["de", "zh-Hans"] });
    expect(tickedNames()).toEqual(["Deutsch", "简体中文"]);
  });

  it("takes a new default language out of the other languages and offers the old one there, unticked", async () => {
    const user = userEvent.setup();
    render(<Panel initial={{ languages: ["de", "ja"] }} />);
    await user.click(screen.getByRole("combobox", { name: "Default language" }));
    await user.click(await screen.findByRole("option", { name: "Deutsch" }));
    expect(current).toMatchObject({ language: "de", languages: ["ja"] });
    expect(screen.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Deutsch");
    expect(within(otherLanguages()).queryByRole("checkbox", { name: "Deutsch" })).toBeNull();
    expect(within(otherLanguages()).getByRole("checkbox", { name: "English" })).not.toBeChecked();
    expect(tickedNames()).toEqual(["日本語"]);
  });

  it("shows the message of settings that list the default language among the others", () => {
    render(<Panel initial={{ language: "fr", languages: ["fr", "de"] }} />);
    expect(otherLanguages()).toHaveAttribute("aria-invalid", "true");
    expect(otherLanguages()).toHaveAccessibleDescription(SETTINGS_MESSAGES.languagesHasDefault);
  });
});
