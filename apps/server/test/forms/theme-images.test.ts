import { READY_THEMES } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { sweepUnreferencedUploads } from "../../src/modules/uploads/sweep-uploads.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { multipartBody, PDF_BYTES, PNG_BYTES } from "../support/uploads.js";

const ocean = READY_THEMES.find((ready) => ready.id === "ocean")?.theme;
const JPEG_BYTES = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const YEAR = 365 * 24 * 60 * 60_000;

describe.each(databaseKinds())("theme images on %s", (kind) => {
  const context = useTestApp(kind);
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");

  const uploadImage = (
    token: string | undefined,
    formId: string,
    file: { name: string; bytes: Buffer; type: string },
  ) => {
    const { payload, headers } = multipartBody({}, file);
    return context.app.inject({
      method: "POST",
      url: `/api/forms/${formId}/theme-images`,
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  };
  const png = { name: "logo.png", bytes: PNG_BYTES, type: "image/png" };
  const putTheme = (token: string, formId: string, theme: object | null) =>
    context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/settings`,
      payload: { theme },
      headers: bearer(token),
    });

  it("takes a PNG or a JPEG, shows it in the theme and serves it to the public page", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const logo = await uploadImage(token, form._id, png);
    expect(logo.statusCode, logo.body).toBe(201);
    const { imageId, url } = logo.json().data;
    expect(url).toBe(`/api/theme-images/${imageId}`);
    const background = await uploadImage(token, form._id, {
      name: "photo.jpg",
      bytes: JPEG_BYTES,
      type: "image/jpeg",
    });
    expect(background.statusCode, background.body).toBe(201);

    const theme = {
      ...ocean,
      logo: { imageId, alt: "Acme" },
      backgroundImage: { imageId: background.json().data.imageId, focalX: 30, focalY: 75 },
    };
    const saved = await putTheme(token, form._id, theme);
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` });
    expect(page.json().data.settings.theme).toEqual(theme);

    const read = await context.app.inject({ method: "GET", url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(read.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
    // An image opened on its own runs nothing and cannot be framed.
    expect(read.headers["content-security-policy"]).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it("refuses SVG, another type under an image's name, an image over 2 MB and a broken body", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const storedBefore = await context.app.fileStorage.list();
    const svg = await uploadImage(token, form._id, {
      name: "logo.svg",
      bytes: SVG_BYTES,
      type: "image/svg+xml",
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({
      code: "FILE_TYPE_REFUSED",
      message: "Choose a PNG, JPEG or WebP image.",
    });
    const pdf = await uploadImage(token, form._id, { ...png, bytes: PDF_BYTES });
    expect(pdf.json().code).toBe("FILE_TYPE_REFUSED");

    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await uploadImage(token, form._id, { ...png, bytes: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: "FILE_TOO_LARGE",
      message: "That image is too large. Please choose one under 2 MB.",
    });

    const cutOff = multipartBody({}, png);
    const broken = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/theme-images`,
      payload: cutOff.payload.subarray(0, 60),
      headers: { ...cutOff.headers, ...bearer(token) },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("MALFORMED_UPLOAD");
    const noBoundary = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/theme-images`,
      payload: "file=1",
      headers: { "content-type": "multipart/form-data", ...bearer(token) },
    });
    expect(noBoundary.statusCode).toBe(400);
    // Nothing refused was kept.
    expect(await context.app.fileStorage.list()).toEqual(storedBefore);
  });

  it("takes uploads from those who may edit the form only", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    expect((await uploadImage(undefined, form._id, png)).statusCode).toBe(401);
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    expect((await uploadImage(stranger, form._id, png)).statusCode).toBe(404);
  });

  it("refuses a theme naming an unknown image or another form's", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const other = await createForm(context.app, token);
    const foreign = (await uploadImage(token, other._id, png)).json().data.imageId;
    const own = (await uploadImage(token, form._id, png)).json().data.imageId;
    const unknown = "0190f0f0-0000-7000-8000-000000000000";

    const refused = await putTheme(token, form._id, {
      ...ocean,
      logo: { imageId: foreign },
      backgroundImage: { imageId: unknown, focalX: 50, focalY: 50 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      "theme.logo.imageId": "This image was not uploaded for this form. Upload it again.",
      "theme.backgroundImage.imageId":
        "This image was not uploaded for this form. Upload it again.",
    });
    const fullSave = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}`,
      payload: formBody({
        questions: form.questions,
        settings: { theme: { ...ocean, logo: { imageId: foreign } } },
      }),
      headers: bearer(token),
    });
    expect(fullSave.json().errors).toEqual({
      "settings.theme.logo.imageId": "This image was not uploaded for this form. Upload it again.",
    });
    const created = await context.app.inject({
      method: "POST",
      url: "/api/forms",
      payload: formBody({ settings: { theme: { ...ocean, logo: { imageId: own } } } }),
      headers: bearer(token),
    });
    expect(created.statusCode).toBe(400);
    const offCentre = await putTheme(token, form._id, {
      ...ocean,
      backgroundImage: { imageId: own, focalX: 101, focalY: 50 },
    });
    expect(offCentre.statusCode).toBe(400);
    expect((await putTheme(token, form._id, { ...ocean, logo: { imageId: own } })).statusCode).toBe(
      200,
    );
  });

  it("keeps the images the theme shows past the sweep, not those it no longer shows, nor in a copy", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const { imageId, url } = (await uploadImage(token, form._id, png)).json().data;
    const background = (await uploadImage(token, form._id, png)).json().data;
    const replaced = (await uploadImage(token, form._id, png)).json().data;
    await putTheme(token, form._id, {
      ...ocean,
      logo: { imageId },
      backgroundImage: { imageId: background.imageId, focalX: 10, focalY: 90 },
    });

    await sweepUnreferencedUploads(
      { db: context.app.db, fileStorage: context.app.fileStorage },
      Date.now() + YEAR,
    );
    expect((await context.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const kept = await context.app.inject({ method: "GET", url: background.url });
    expect(kept.statusCode).toBe(200);
    const swept = await context.app.inject({ method: "GET", url: replaced.url });
    expect(swept.statusCode).toBe(404);

    const copy = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/duplicate`,
      headers: bearer(token),
    });
    expect(copy.json().data.settings.theme).toEqual(ocean);

    await context.app.inject({
      method: "DELETE",
      url: `/api/forms/${form._id}`,
      headers: bearer(token),
    });
    expect((await context.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});
