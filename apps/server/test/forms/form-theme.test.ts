import { READY_THEMES } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const ocean = READY_THEMES.find((ready) => ready.id === "ocean")?.theme;
// Grey on white at 4.48:1: just below what text needs.
const unreadable = {
  ...ocean,
  mode: "light",
  light: { ...ocean?.light, background: "#ffffff", text: "#777777" },
};
const TEXT_MESSAGE =
  "In the light colours, text on the background has a contrast of 4.48:1; it needs at least 4.5:1";

describe.each(databaseKinds())("form themes on %s", (kind) => {
  const context = useTestApp(kind);
  const put = (token: string, url: string, payload: object) =>
    context.app.inject({ method: "PUT", url, payload, headers: bearer(token) });
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");

  it("saves a theme with the settings, without a version, and serves it on the public page", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const saved = await put(token, `/api/forms/${form._id}/settings`, { theme: ocean });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.theme).toEqual(ocean);

    const page = await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` });
    expect(page.json().data).toMatchObject({ version: 1, settings: { theme: ocean } });

    const cleared = await put(token, `/api/forms/${form._id}/settings`, { theme: null });
    expect(cleared.json().data.settings.theme).toBeNull();
  });

  it("refuses a theme whose text cannot be read, on the settings patch and the full save alike", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));

    const patched = await put(token, `/api/forms/${form._id}/settings`, { theme: unreadable });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors).toEqual({ "theme.light.text": TEXT_MESSAGE });

    const fullSave = await put(
      token,
      `/api/forms/${form._id}`,
      formBody({ questions: form.questions, settings: { theme: unreadable } }),
    );
    expect(fullSave.statusCode).toBe(400);
    expect(fullSave.json().errors).toEqual({ "settings.theme.light.text": TEXT_MESSAGE });

    const created = await context.app.inject({
      method: "POST",
      url: "/api/forms",
      payload: formBody({ settings: { theme: unreadable } }),
      headers: bearer(token),
    });
    expect(created.statusCode).toBe(400);

    // Nothing of the refused themes was stored.
    const page = await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` });
    expect(page.json().data.settings.theme).toBeNull();
  });

  it("names each failing pair of each palette the mode shows", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const theme = {
      ...ocean,
      mode: "system",
      dark: { background: "#082f49", text: "#0c4a6e", accent: "#0c4a6e" },
    };
    const response = await put(token, `/api/forms/${form._id}/settings`, { theme });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      "theme.dark.accentText",
      "theme.dark.focusRing",
      "theme.dark.text",
    ]);
  });
});
