import { DEFAULT_FORM_SETTINGS } from "@formloom/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forms } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("a form's layout on %s", (kind) => {
  const context = useTestApp(kind);
  const inject = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");

  it("saves one question at a time with the form, and serves it on the public page", async () => {
    const token = await owner();
    const settings = { ...DEFAULT_FORM_SETTINGS, layout: "oneAtATime" };
    const form = await createForm(context.app, token, formBody({ isPublic: true, settings }));

    const read = (await inject("GET", `/api/forms/${form._id}`, token)).json().data;
    expect(read.settings.layout).toBe("oneAtATime");
    const view = (await inject("GET", `/api/forms/${form._id}/view`)).json().data;
    expect(view.settings.layout).toBe("oneAtATime");

    const patched = await inject("PUT", `/api/forms/${form._id}/settings`, token, {
      layout: "page",
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const back = (await inject("GET", `/api/forms/${form._id}`, token)).json().data;
    expect(back.settings).toEqual(DEFAULT_FORM_SETTINGS);
  });

  it("refuses a layout it does not know, with the field's path, and stores nothing", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const created = await inject(
      "POST",
      "/api/forms",
      token,
      formBody({ settings: { layout: "carousel" } }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({
      "settings.layout": 'The layout must be "page" or "oneAtATime"',
    });

    const patched = await inject("PUT", `/api/forms/${form._id}/settings`, token, { layout: 3 });
    expect(patched.statusCode).toBe(400);
    const read = (await inject("GET", `/api/forms/${form._id}`, token)).json().data;
    expect(read.settings.layout).toBe("page");
  });

  it("reads a form saved before layouts existed as a page at a time", async () => {
    const token = await owner();
    const form = await createForm(
      context.app,
      token,
      formBody({ isPublic: true, questions: [textQuestion()] }),
    );
    const { layout: _layout, ...older } = DEFAULT_FORM_SETTINGS;
    await context.database.db.update(forms).set({ settings: older }).where(eq(forms.id, form._id));

    const read = (await inject("GET", `/api/forms/${form._id}`, token)).json().data;
    expect(read.settings.layout).toBe("page");
    const view = (await inject("GET", `/api/forms/${form._id}/view`)).json().data;
    expect(view.settings.layout).toBe("page");
  });
});
