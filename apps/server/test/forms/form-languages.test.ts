import { DEFAULT_FORM_SETTINGS, SETTINGS_MESSAGES } from "@formloom/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forms, formVersions } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("a form's languages on %s", (kind) => {
  const context = useTestApp(kind);
  const as = (token?: string) => {
    const headers = token ? bearer(token) : {};
    return {
      get: (url: string) => context.app.inject({ method: "GET", url, headers }),
      post: (url: string, payload: object) =>
        context.app.inject({ method: "POST", url, payload, headers }),
      put: (url: string, payload: object) =>
        context.app.inject({ method: "PUT", url, payload, headers }),
    };
  };
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");
  const countVersions = async (formId: string) =>
    (await context.database.db.select().from(formVersions).where(eq(formVersions.formId, formId)))
      .length;

  it("keeps the default language and the added ones, and never makes a version for them", async () => {
    const token = await owner();
    const form = await createForm(
      context.app,
      token,
      formBody({ isPublic: true, settings: { language: "de", languages: ["en", "ja"] } }),
    );
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read.settings).toEqual({
      ...DEFAULT_FORM_SETTINGS,
      language: "de",
      languages: ["en", "ja"],
    });

    const settings = { ...read.settings, language: "fr", languages: ["de", "zh-Hans", "ar"] };
    const saved = await as(token).put(
      `/api/forms/${form._id}`,
      formBody({ questions: read.questions, settings }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ settings, version: 1 });

    const patched = await as(token).put(`/api/forms/${form._id}/settings`, {
      languages: ["pt-BR"],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.settings).toEqual({ ...settings, languages: ["pt-BR"] });
    const again = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(again).toMatchObject({ version: 1, settings: { language: "fr", languages: ["pt-BR"] } });
    expect(await countVersions(form._id)).toBe(1);

    // Untranslated, and without the fallback, the added language is not offered yet
    // (form-translations.test.ts).
    const view = (await as().get(`/api/forms/${form._id}/view`)).json().data;
    expect(view.settings).toMatchObject({ language: "fr", languages: [] });
  });

  it("refuses a language Formloom does not speak with a 400 naming the field", async () => {
    const token = await owner();
    const created = await as(token).post(
      "/api/forms",
      formBody({ settings: { language: "xx", languages: ["de"] } }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      statusCode: 400,
      message: SETTINGS_MESSAGES.languageUnknown,
      errors: { "settings.language": SETTINGS_MESSAGES.languageUnknown },
    });

    const form = await createForm(context.app, token);
    for (const patch of [{ languages: ["de", "zh"] }, { language: "ZH" }, { languages: "de" }]) {
      const refused = await as(token).put(`/api/forms/${form._id}/settings`, patch);
      expect(refused.statusCode, JSON.stringify(patch)).toBe(400);
      expect(refused.json().statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)[0]).toMatch(/^languages?\b/);
    }
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read.settings).toMatchObject({ language: "en", languages: [] });
  });

  it("refuses the default language among the added ones, in a save or once a patch is applied", async () => {
    const token = await owner();
    const clash = { languages: SETTINGS_MESSAGES.languagesHasDefault };
    const created = await as(token).post(
      "/api/forms",
      formBody({ settings: { language: "de", languages: ["fr", "de"] } }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ "settings.languages": clash.languages });

    const form = await createForm(
      context.app,
      token,
      formBody({ settings: { languages: ["de"] } }),
    );
    const patched = await as(token).put(`/api/forms/${form._id}/settings`, { language: "de" });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({
      statusCode: 400,
      message: clash.languages,
      errors: clash,
    });
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read.settings).toMatchObject({ language: "en", languages: ["de"] });

    // Both changed at once: German the default, English added.
    const swapped = await as(token).put(`/api/forms/${form._id}/settings`, {
      language: "de",
      languages: ["en"],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.settings).toMatchObject({ language: "de", languages: ["en"] });
  });

  it("reads settings stored before languages existed as English alone", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    await context.database.db
      .update(forms)
      .set({ settings: { onePerUser: true, quiz: { releaseScore: "later" } } })
      .where(eq(forms.id, form._id));
    const read = (await as(token).get(`/api/forms/${form._id}`)).json().data;
    expect(read.settings).toMatchObject({ language: "en", languages: [], onePerUser: true });
    const view = (await as().get(`/api/forms/${form._id}/view`)).json().data;
    expect(view.settings).toMatchObject({ language: "en", languages: [], onePerUser: true });

    const patched = await as(token).put(`/api/forms/${form._id}/settings`, { languages: ["es"] });
    expect(patched.json().data.settings).toMatchObject({
      language: "en",
      languages: ["es"],
      onePerUser: true,
    });
    const [stored] = await context.database.db
      .select({ settings: forms.settings })
      .from(forms)
      .where(eq(forms.id, form._id));
    expect(stored?.settings).toMatchObject({ language: "en", languages: ["es"] });
  });
});
