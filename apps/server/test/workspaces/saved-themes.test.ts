import {
  type FormTheme,
  READY_THEMES,
  SAVED_THEME_MESSAGES,
  SAVED_THEME_NAME_MAX,
  SAVED_THEMES_PER_WORKSPACE_MAX,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { addMember, createTeam } from "../support/workspaces.js";

// Classic and Ocean: the first two ready-made themes.
const [CLASSIC, OCEAN] = READY_THEMES.map((ready) => ready.theme) as [FormTheme, FormTheme];
const UNREADABLE = { ...CLASSIC, light: { ...CLASSIC.light, text: "#eeeeee" } };

type Method = "GET" | "POST" | "PATCH" | "DELETE" | "PUT";

describe.each(databaseKinds())("saved themes on %s", (kind) => {
  const context = useTestApp(kind);
  const inject = (token: string, method: Method, url: string, payload?: unknown) =>
    context.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const themesOf = (workspaceId: string) => `/api/workspaces/${workspaceId}/themes`;
  const save = (token: string, workspaceId: string, name: string, theme: unknown = CLASSIC) =>
    inject(token, "POST", themesOf(workspaceId), { name, theme });

  async function ownerWithTeam() {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const team = await createTeam(context.app, token);
    return { token, workspaceId: team._id };
  }

  it("saves, lists by name, renames, changes and deletes a workspace's theme", async () => {
    const { token, workspaceId } = await ownerWithTeam();
    expect((await inject(token, "GET", themesOf(workspaceId))).json().data).toEqual([]);

    const created = await inject(token, "POST", themesOf(workspaceId), {
      name: "  Brand  ",
      theme: { ...CLASSIC, light: { ...CLASSIC.light, accent: "#4F46E5" } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().data;
    expect(saved).toMatchObject({ name: "Brand", theme: CLASSIC });
    await save(token, workspaceId, "autumn", OCEAN);
    const names = (await inject(token, "GET", themesOf(workspaceId))).json().data;
    expect(names.map((theme: { name: string }) => theme.name)).toEqual(["autumn", "Brand"]);

    const renamed = await inject(token, "PATCH", `${themesOf(workspaceId)}/${saved._id}`, {
      name: "Brand 2026",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Brand 2026", theme: CLASSIC });
    const restyled = await inject(token, "PATCH", `${themesOf(workspaceId)}/${saved._id}`, {
      theme: OCEAN,
    });
    expect(restyled.json().data).toMatchObject({ name: "Brand 2026", theme: OCEAN });

    const deleted = await inject(token, "DELETE", `${themesOf(workspaceId)}/${saved._id}`);
    expect(deleted.statusCode).toBe(200);
    const again = await inject(token, "DELETE", `${themesOf(workspaceId)}/${saved._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: "SAVED_THEME_NOT_FOUND",
      message: SAVED_THEME_MESSAGES.notFound,
    });
    const left = (await inject(token, "GET", themesOf(workspaceId))).json().data;
    expect(left.map((theme: { name: string }) => theme.name)).toEqual(["autumn"]);

    const audit = await inject(token, "GET", `/api/workspaces/${workspaceId}/audit?limit=100`);
    const themeEvents = audit
      .json()
      .data.filter((event: { objectType: string }) => event.objectType === "theme")
      .map(
        ({ action, objectId, details }: { action: string; objectId: string; details: object }) => [
          action,
          objectId === saved._id ? "Brand" : "autumn",
          details,
        ],
      );
    expect(themeEvents).toEqual([
      ["theme.deleted", "Brand", { name: "Brand 2026" }],
      ["theme.changed", "Brand", { name: "Brand 2026", fields: ["theme"] }],
      ["theme.changed", "Brand", { name: "Brand 2026", fields: ["name"] }],
      ["theme.saved", "autumn", { name: "autumn" }],
      ["theme.saved", "Brand", { name: "Brand" }],
    ]);
  });

  it("keeps the look alone: a logo or background image stays with the form it was uploaded for", async () => {
    const { token, workspaceId } = await ownerWithTeam();
    const images = {
      logo: { imageId: "01938a6e-0000-7000-8000-000000000001", alt: "Acme" },
      backgroundImage: { imageId: "01938a6e-0000-7000-8000-000000000002", focalX: 20, focalY: 80 },
    };
    const created = await save(token, workspaceId, "Acme", { ...CLASSIC, ...images });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.theme).toEqual(CLASSIC);
    const changed = await inject(
      token,
      "PATCH",
      `${themesOf(workspaceId)}/${created.json().data._id}`,
      {
        theme: { ...OCEAN, ...images },
      },
    );
    expect(changed.json().data.theme).toEqual(OCEAN);
  });

  it("refuses a second theme of the same name in any case, but not in another workspace", async () => {
    const { token, workspaceId } = await ownerWithTeam();
    const first = await save(token, workspaceId, "Brand");
    const taken = await save(token, workspaceId, "bRAND", OCEAN);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "SAVED_THEME_NAME_TAKEN",
      message: SAVED_THEME_MESSAGES.nameTaken,
      errors: { name: SAVED_THEME_MESSAGES.nameTaken },
    });

    const other = await save(token, workspaceId, "Other", OCEAN);
    const renamed = await inject(
      token,
      "PATCH",
      `${themesOf(workspaceId)}/${other.json().data._id}`,
      {
        name: "BRAND",
      },
    );
    expect(renamed.statusCode).toBe(409);
    const same = await inject(token, "PATCH", `${themesOf(workspaceId)}/${first.json().data._id}`, {
      name: "BRAND",
    });
    expect(same.statusCode, "its own name in another case").toBe(200);

    const personal = (await inject(token, "GET", "/api/workspaces")).json().data[0]._id;
    const elsewhere = await save(token, personal, "Brand");
    expect(elsewhere.statusCode).toBe(201);
  });

  it("refuses an unreadable theme with the failing pair, as a form's theme is refused", async () => {
    const { token, workspaceId } = await ownerWithTeam();
    const refused = await save(token, workspaceId, "Pale", UNREADABLE);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("VALIDATION_FAILED");
    expect(refused.json().errors["theme.light.text"]).toMatch(
      /contrast of .* needs at least 4.5:1/,
    );

    const saved = await save(token, workspaceId, "Ok");
    const changed = await inject(
      token,
      "PATCH",
      `${themesOf(workspaceId)}/${saved.json().data._id}`,
      {
        theme: UNREADABLE,
      },
    );
    expect(changed.statusCode).toBe(400);
    const kept = (await inject(token, "GET", themesOf(workspaceId))).json().data;
    expect(kept).toEqual([expect.objectContaining({ name: "Ok", theme: CLASSIC })]);
  });

  it("keeps each workspace's themes to its members, and lets viewers read but not write", async () => {
    const { app, mailer } = context;
    const { token, workspaceId } = await ownerWithTeam();
    const saved = (await save(token, workspaceId, "Brand")).json().data;
    const stranger = await signUp(app, mailer, "stranger@example.org");
    const strangersTeam = await createTeam(app, stranger, "Elsewhere");
    const one = `${themesOf(workspaceId)}/${saved._id}`;
    for (const [method, url, body] of [
      ["GET", themesOf(workspaceId), undefined],
      ["POST", themesOf(workspaceId), { name: "Mine", theme: OCEAN }],
      ["PATCH", one, { name: "Mine" }],
      ["DELETE", one, undefined],
    ] as const) {
      const answer = await inject(stranger, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().code).toBe("WORKSPACE_NOT_FOUND");
    }
    // A theme of one workspace is not reached through another the caller belongs to.
    const through = await inject(stranger, "PATCH", `${themesOf(strangersTeam._id)}/${saved._id}`, {
      name: "Stolen",
    });
    expect(through.statusCode).toBe(404);
    expect(through.json().code).toBe("SAVED_THEME_NOT_FOUND");
    const deleteThrough = await inject(
      stranger,
      "DELETE",
      `${themesOf(strangersTeam._id)}/${saved._id}`,
    );
    expect(deleteThrough.statusCode).toBe(404);

    const viewer = await addMember(app, mailer, {
      ownerToken: token,
      workspaceId,
      email: "viewer@example.org",
      role: "viewer",
    });
    expect((await inject(viewer.token, "GET", themesOf(workspaceId))).json().data).toHaveLength(1);
    const written = await inject(viewer.token, "PATCH", one, { name: "Viewer's" });
    expect(written.statusCode).toBe(403);
    expect(written.json().code).toBe("ROLE_FORBIDDEN");
    const kept = (await inject(token, "GET", themesOf(workspaceId))).json().data;
    expect(kept[0].name).toBe("Brand");
  });

  it(`keeps at most ${SAVED_THEMES_PER_WORKSPACE_MAX} themes in a workspace`, async () => {
    const { token, workspaceId } = await ownerWithTeam();
    for (let index = 0; index < SAVED_THEMES_PER_WORKSPACE_MAX; index += 1) {
      const made = await save(token, workspaceId, `Theme ${index}`);
      expect(made.statusCode, made.body).toBe(201);
    }
    const over = await save(token, workspaceId, "One more");
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: "TOO_MANY_SAVED_THEMES",
      message: SAVED_THEME_MESSAGES.tooMany,
    });
    const list = (await inject(token, "GET", themesOf(workspaceId))).json().data;
    expect(list).toHaveLength(SAVED_THEMES_PER_WORKSPACE_MAX);
  });

  it("answers bad input with a 400 and the field's message, never a 500", async () => {
    const { token, workspaceId } = await ownerWithTeam();
    const saved = (await save(token, workspaceId, "Brand")).json().data;
    const cases: [Method, string, unknown, Record<string, string> | null][] = [
      [
        "POST",
        themesOf(workspaceId),
        { name: "", theme: CLASSIC },
        { name: SAVED_THEME_MESSAGES.nameRequired },
      ],
      [
        "POST",
        themesOf(workspaceId),
        { name: "   ", theme: CLASSIC },
        { name: SAVED_THEME_MESSAGES.nameRequired },
      ],
      [
        "POST",
        themesOf(workspaceId),
        { name: "x".repeat(SAVED_THEME_NAME_MAX + 1), theme: CLASSIC },
        { name: SAVED_THEME_MESSAGES.nameTooLong },
      ],
      ["POST", themesOf(workspaceId), { name: "Nul\u0000", theme: CLASSIC }, null],
      ["POST", themesOf(workspaceId), { name: "No theme" }, null],
      ["POST", themesOf(workspaceId), { name: "Odd", theme: { ...CLASSIC, font: "comic" } }, null],
      ["POST", themesOf(workspaceId), { name: "Odd", theme: "#ffffff" }, null],
      ["POST", themesOf(workspaceId), [1, 2], null],
      ["POST", "/api/workspaces/not-an-id/themes", { name: "Odd", theme: CLASSIC }, null],
      ["PATCH", `${themesOf(workspaceId)}/${saved._id}`, {}, null],
      ["PATCH", `${themesOf(workspaceId)}/not-an-id`, { name: "Odd" }, null],
      ["DELETE", `${themesOf(workspaceId)}/12`, undefined, null],
    ];
    for (const [method, url, body, errors] of cases) {
      const answer = await inject(token, method, url, body);
      const label = `${method} ${url} ${JSON.stringify(body)}`;
      expect(answer.statusCode, label).toBe(400);
      expect(answer.json().code, label).toBe("VALIDATION_FAILED");
      if (errors) expect(answer.json().errors, label).toEqual(errors);
    }
    const list = (await inject(token, "GET", themesOf(workspaceId))).json().data;
    expect(list).toEqual([expect.objectContaining({ name: "Brand" })]);
  });

  it("leaves a form that applied a theme as it is when the theme changes or goes", async () => {
    const { token, workspaceId } = await ownerWithTeam();
    const saved = (await save(token, workspaceId, "Brand")).json().data;
    const form = (
      await inject(
        token,
        "POST",
        `/api/forms?workspace=${workspaceId}`,
        formBody({ isPublic: true }),
      )
    ).json().data;
    const applied = await inject(token, "PUT", `/api/forms/${form._id}/settings`, {
      theme: saved.theme,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await inject(token, "PATCH", `${themesOf(workspaceId)}/${saved._id}`, { theme: OCEAN });
    await inject(token, "DELETE", `${themesOf(workspaceId)}/${saved._id}`);
    const view = (
      await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` })
    ).json().data;
    expect(view.settings.theme).toEqual(CLASSIC);
  });
});
