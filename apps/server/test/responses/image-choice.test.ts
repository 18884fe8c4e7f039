import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { responses } from "../../src/db/schema.js";
import { sweepUnreferencedUploads } from "../../src/modules/uploads/sweep-uploads.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { multipartBody, PDF_BYTES } from "../support/uploads.js";

// Image choice: the pictures' upload and read, the builder's save, the answers, the summary and
// the CSV.
const YEAR = 365 * 24 * 60 * 60_000;
// A JPEG's first bytes over nothing an image decoder can read.
const FAKE_JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");

const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
const SMALL_PNG = await makePng(40, 30);

const CHOICE = {
  questionType: "imageChoice",
  questionText: "Favourite cover",
  options: ["Sea", "Forest", "Desert"],
};

describe.each(databaseKinds())("image choice questions on %s", (kind) => {
  const context = useTestApp(kind);
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");
  const png = { name: "sea.png", bytes: SMALL_PNG, type: "image/png" };

  const uploadImage = (
    token: string | undefined,
    formId: string,
    file: { name: string; bytes: Buffer; type: string },
  ) => {
    const { payload, headers } = multipartBody({}, file);
    return context.app.inject({
      method: "POST",
      url: `/api/forms/${formId}/option-images`,
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  };
  const saveQuestions = (token: string, formId: string, questions: object[]) =>
    context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}`,
      payload: formBody({ isPublic: true, questions }),
      headers: bearer(token),
    });
  const submit = (formId: string, answers: object[]) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload: { answers } });

  it("resizes an upload to a WebP of 640 px at most and serves it to the public page", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const uploaded = await uploadImage(token, form._id, {
      name: "big.png",
      bytes: await makePng(1600, 1200),
      type: "image/png",
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { imageId, url } = uploaded.json().data;
    expect(url).toBe(`/api/option-images/${imageId}`);
    const read = await context.app.inject({ method: "GET", url });
    expect(read.statusCode).toBe(200);
    expect(read.headers).toMatchObject({
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
    const meta = await sharp(read.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 480]);
    // A small picture is not enlarged.
    const small = (await uploadImage(token, form._id, png)).json().data;
    const smallRead = await context.app.inject({ method: "GET", url: small.url });
    expect((await sharp(smallRead.rawPayload).metadata()).width).toBe(40);
    // A theme image's address does not serve an option's picture, nor the other way round.
    const asTheme = await context.app.inject({
      method: "GET",
      url: `/api/theme-images/${imageId}`,
    });
    expect(asTheme.statusCode).toBe(404);
  });

  it("refuses other types, unreadable bytes, over 2 MB and a broken body, keeping nothing", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const storedBefore = await context.app.fileStorage.list();
    const pdf = await uploadImage(token, form._id, { ...png, bytes: PDF_BYTES });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({
      code: "FILE_TYPE_REFUSED",
      message: "Choose a PNG, JPEG or WebP image.",
    });
    const fake = await uploadImage(token, form._id, {
      name: "x.jpg",
      bytes: FAKE_JPEG,
      type: "image/jpeg",
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe("FILE_TYPE_REFUSED");
    const huge = Buffer.concat([SMALL_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await uploadImage(token, form._id, { ...png, bytes: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("FILE_TOO_LARGE");
    const cutOff = multipartBody({}, png);
    const broken = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/option-images`,
      payload: cutOff.payload.subarray(0, 60),
      headers: { ...cutOff.headers, ...bearer(token) },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("MALFORMED_UPLOAD");
    const noBoundary = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/option-images`,
      payload: "file=1",
      headers: { "content-type": "multipart/form-data", ...bearer(token) },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await context.app.fileStorage.list()).toEqual(storedBefore);
    const badId = await context.app.inject({ method: "GET", url: "/api/option-images/%00" });
    expect(badId.statusCode).toBe(400);
  });

  it("takes uploads from those who may edit the form only", async () => {
    const token = await owner();
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    expect((await uploadImage(undefined, form._id, png)).statusCode).toBe(401);
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    expect((await uploadImage(stranger, form._id, png)).statusCode).toBe(404);
  });

  it("stores pictures and alt texts beside the options, refusing another form's or too many", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const other = await createForm(context.app, token);
    const own = (await uploadImage(token, form._id, png)).json().data.imageId;
    const foreign = (await uploadImage(token, other._id, png)).json().data.imageId;

    const saved = await saveQuestions(token, form._id, [
      { ...CHOICE, optionImages: [{ imageId: own, alt: "  A calm sea  " }] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.questions[0]).toMatchObject({
      validations: { multiple: false },
      optionImages: [
        { imageId: own, alt: "A calm sea" },
        { imageId: null, alt: "" },
        { imageId: null, alt: "" },
      ],
    });
    const view = await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` });
    expect(view.json().data.questions[0].optionImages[0]).toEqual({
      imageId: own,
      alt: "A calm sea",
    });

    const refusals: [object, string][] = [
      [{ optionImages: [{ imageId: foreign, alt: "" }] }, "questions.0.optionImages.0.imageId"],
      [{ optionImages: Array(4).fill({ imageId: null, alt: "" }) }, "questions.0.optionImages"],
      [{ optionImages: [{ imageId: "nope", alt: "" }] }, "questions.0.optionImages.0.imageId"],
      [
        { optionImages: [{ imageId: null, alt: "x".repeat(201) }] },
        "questions.0.optionImages.0.alt",
      ],
      [{ options: ["Only"] }, "questions.0.options"],
      [{ options: Array.from({ length: 21 }, (_, i) => `O${i}`) }, "questions.0.options"],
      [{ options: ["Sea", "Sea"] }, "questions.0.options"],
    ];
    for (const [change, field] of refusals) {
      const response = await saveQuestions(token, form._id, [{ ...CHOICE, ...change }]);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    // A new form has no pictures of its own yet.
    const created = await context.app.inject({
      method: "POST",
      url: "/api/forms",
      payload: formBody({ questions: [{ ...CHOICE, optionImages: [{ imageId: own, alt: "" }] }] }),
      headers: bearer(token),
    });
    expect(created.statusCode).toBe(400);
  });

  it("takes one option, or several when allowed, and refuses the rest naming the question", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const saved = await saveQuestions(token, form._id, [
      CHOICE,
      { ...CHOICE, questionText: "Colours", validations: { multiple: true }, required: true },
    ]);
    const [single, multiple] = saved.json().data.questions.map((q: { _id: string }) => q._id);
    const answers = (one: unknown, many: unknown) =>
      [
        { questionId: single, answer: one },
        { questionId: multiple, answer: many },
      ].filter(({ answer }) => answer !== undefined);

    const accepted = await submit(form._id, answers(["Sea"], ["Forest", "Desert"]));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const cases: [unknown, unknown, string, string, string][] = [
      [
        ["Sea", "Forest"],
        ["Sea"],
        single,
        "IMAGE_CHOICE_ONE",
        "Favourite cover: Please choose one picture",
      ],
      [
        ["Lake"],
        ["Sea"],
        single,
        "OPTION_INVALID",
        "Favourite cover: Please choose one of the options",
      ],
      [
        "Sea",
        ["Sea"],
        single,
        "OPTION_INVALID",
        "Favourite cover: Please choose one of the options",
      ],
      [
        ["Sea"],
        ["Sea", "Sea"],
        multiple,
        "OPTION_INVALID",
        "Colours: Please choose one of the options",
      ],
      [["Sea"], [1e308], multiple, "", ""],
      [["Sea"], undefined, multiple, "REQUIRED", "Colours: Please answer all required questions"],
      [["Sea"], ["\uD800"], multiple, "", ""],
    ];
    for (const [one, many, questionId, code, message] of cases) {
      const response = await submit(form._id, answers(one, many));
      const label = JSON.stringify([one, many]);
      expect(response.statusCode, label).toBe(400);
      if (!code) continue;
      expect(response.json().message, label).toBe(message);
      expect(Object.keys(response.json().errors), label).toEqual([`answers.${questionId}`]);
      expect(response.json().answerIssues?.[questionId]?.code, label).toBe(code);
    }
    expect(await context.database.db.select().from(responses)).toHaveLength(1);
  });

  it("summarises as a recount of the stored answers finds it, and exports the labels", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const saved = await saveQuestions(token, form._id, [
      { ...CHOICE, validations: { multiple: true } },
    ]);
    const questionId = saved.json().data.questions[0]._id;
    const picks = [["Sea", "Forest"], ["Sea"], ["Desert"], ["Sea", "Desert"]];
    for (const answer of picks) {
      const response = await submit(form._id, [{ questionId, answer }]);
      expect(response.statusCode, response.body).toBe(201);
    }
    const summary = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${form._id}`,
      headers: bearer(token),
    });
    const [question] = summary.json().data.questions;
    expect(question.answeredCount).toBe(4);
    const counted = Object.fromEntries(
      question.options.map((o: { option: string; count: number }) => [o.option, o.count]),
    );
    const recount = await context.database.db.execute(sql`
      select label, count(*) as picks
      from responses, jsonb_array_elements(responses.answers) as a,
        jsonb_array_elements_text(a->'answer') as label
      where a->>'questionId' = ${questionId}
      group by label
    `);
    const rows = (recount as unknown as { rows: { label: string; picks: string }[] }).rows;
    expect(counted).toEqual({
      Sea: 3,
      Forest: 1,
      Desert: 2,
      ...Object.fromEntries(rows.map((row) => [row.label, Number(row.picks)])),
    });
    expect(Object.fromEntries(rows.map((row) => [row.label, Number(row.picks)]))).toEqual({
      Sea: 3,
      Forest: 1,
      Desert: 2,
    });

    const exported = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${form._id}/export`,
      headers: bearer(token),
    });
    const [header, first, second] = exported.body.replace("\uFEFF", "").split("\r\n");
    expect(header).toBe('"Timestamp","Favourite cover"');
    expect(first?.split(",").slice(1).join(",")).toBe('"Sea; Forest"');
    expect(second?.split(",").slice(1).join(",")).toBe('"Sea"');
  });

  it("keeps the pictures a version shows past the sweep, not the others, nor in a copy", async () => {
    const token = await owner();
    const form = await createForm(context.app, token);
    const first = (await uploadImage(token, form._id, png)).json().data;
    const replaced = (await uploadImage(token, form._id, png)).json().data;
    const unsaved = (await uploadImage(token, form._id, png)).json().data;
    const option = (imageId: string) => ({ imageId, alt: "Sea" });
    await saveQuestions(token, form._id, [{ ...CHOICE, optionImages: [option(replaced.imageId)] }]);
    await saveQuestions(token, form._id, [{ ...CHOICE, optionImages: [option(first.imageId)] }]);

    await sweepUnreferencedUploads(
      { db: context.app.db, fileStorage: context.app.fileStorage },
      Date.now() + YEAR,
    );
    const status = async (url: string) =>
      (await context.app.inject({ method: "GET", url })).statusCode;
    expect(await status(first.url)).toBe(200);
    // An older version shows it still: its responses' summary does.
    expect(await status(replaced.url)).toBe(200);
    expect(await status(unsaved.url)).toBe(404);

    const copy = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/duplicate`,
      headers: bearer(token),
    });
    expect(copy.json().data.questions[0].optionImages[0]).toEqual({ imageId: null, alt: "Sea" });

    await context.app.inject({
      method: "DELETE",
      url: `/api/forms/${form._id}`,
      headers: bearer(token),
    });
    expect(await status(first.url)).toBe(404);
  });
});
