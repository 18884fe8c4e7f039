import fc from "fast-check";
import type { App } from "../../src/app.js";
import { bearer, STRONG_PASSWORD, signUp } from "../support/accounts.js";
import { ADMIN, signInAdmin } from "../support/admin.js";
import { createForm, formBody } from "../support/forms.js";
import type { TestContext } from "../support/test-app.js";
import { PDF_BYTES, upload } from "../support/uploads.js";
import { poisonedString } from "./schema-arbitrary.js";

const LETTERS = "^[A-Za-z ]+$";
const OPTIONS = ["Mercury", "Venus", "Earth"];
const OWNER_EMAIL = "owner@example.org";

/**
 * A public form with every question type and an admin pattern, adding German; no question is
 * required.
 */
const EVERY_TYPE_FORM = formBody({
  title: "Fuzz target",
  isPublic: true,
  questions: [
    {
      questionType: "text",
      questionText: "Your name",
      validations: { regex: { title: "Letters", regex: LETTERS } },
    },
    { questionType: "paragraph", questionText: "Anything else?" },
    {
      questionType: "multipleChoice",
      questionText: "Closest to the Sun?",
      options: OPTIONS,
      correctAnswer: ["Mercury"],
    },
    {
      questionType: "checkbox",
      questionText: "Rocky planets?",
      options: OPTIONS,
      correctAnswer: OPTIONS,
    },
    { questionType: "rating", questionText: "Fun?", maxRating: 5 },
    { questionType: "file", questionText: "Your drawing", validations: { fileType: "pdf" } },
  ],
  settings: { languages: ["de"] },
});

export type FuzzData = {
  tokens: Record<string, string | undefined>;
  knownIds: string[];
  knownStrings: string[];
  knownEmails: string[];
  fieldHints: Record<string, fc.Arbitrary<unknown>>;
};

/** Seeds an owner with a public form (one response, one upload), an admin and a pattern. */
export async function seedFuzzData({ app, mailer, database }: TestContext): Promise<FuzzData> {
  const owner = await signUp(app, mailer, OWNER_EMAIL);
  const admin = await signInAdmin(app, database);
  const pattern = await app.inject({
    method: "POST",
    url: "/api/admin/regex",
    headers: bearer(admin),
    payload: { title: "Letters", regex: LETTERS, errorMessage: "Letters only" },
  });
  if (pattern.statusCode !== 201) throw new Error(`pattern failed: ${pattern.body}`);
  const form = await createForm(app, owner, EVERY_TYPE_FORM);
  const questionIds = form.questions.map((question) => question._id);
  const fileQuestionId = questionIds[5] as string;
  const uploaded = await upload(
    app,
    { formId: form._id, questionId: fileQuestionId },
    { name: "drawing.pdf", bytes: PDF_BYTES, type: "application/pdf" },
  );
  const fileUrl: string = uploaded.json().data.url;
  await submitSeedResponse(app, form._id, questionIds);
  // A name that never resolves (RFC 2606's .invalid): taken when saved, and its deliveries fail
  // without a connection.
  const webhook = await app.inject({
    method: "POST",
    url: `/api/forms/${form._id}/webhooks`,
    headers: bearer(owner),
    payload: { url: "http://fuzz-receiver.invalid:9/hook" },
  });
  if (webhook.statusCode !== 201) throw new Error(`webhook failed: ${webhook.body}`);
  const webhookId: string = webhook.json().data._id;
  const me = await app.inject({ method: "GET", url: "/api/users/me", headers: bearer(owner) });
  const readKey = await createKey(app, owner, "read");
  const writeKey = await createKey(app, owner, "read-write");
  const patternId: string = pattern.json().data._id;
  const userId: string = me.json().data._id;
  const fileId = fileUrl.split("/").pop() as string;
  return {
    tokens: {
      none: undefined,
      owner,
      admin,
      garbage: "not.a.token",
      forgedUser: await forge(app, "user"),
      forgedAdmin: await forge(app, "admin"),
      readKey: readKey.key,
      writeKey: writeKey.key,
      malformedKey: "flk_not-a-key",
    },
    knownIds: [form._id, ...questionIds, patternId, userId, fileId, webhookId, readKey._id],
    knownStrings: [
      ...OPTIONS,
      LETTERS,
      "Letters",
      "Ada Lovelace",
      STRONG_PASSWORD,
      ADMIN.password,
      fileUrl,
      "other",
      "default",
    ],
    knownEmails: [OWNER_EMAIL, ADMIN.email, "nobody@example.org"],
    fieldHints: {
      id: fc.constantFrom(form._id, patternId, userId),
      _id: fc.constantFrom(patternId, userId, ...questionIds),
      formId: fc.constant(form._id),
      quizId: fc.constant(form._id),
      fileId: fc.constant(fileId),
      webhookId: fc.constant(webhookId),
      url: fc.oneof(
        fc.constantFrom("https://hook.invalid/formloom", "http://10.0.0.1/"),
        poisonedString,
      ),
      questionId: fc.constantFrom(...questionIds),
      // The language the form adds, and one it does not.
      language: fc.constantFrom("de", "ar"),
      // Translations of the form's own texts, so that some are stored.
      texts: fc.dictionary(
        fc.constantFrom(
          "title",
          `q:${questionIds[0]}:questionText`,
          `q:${questionIds[2]}:option:Mercury`,
        ),
        fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 40 }) }, poisonedString),
      ),
      // Answers the seeded questions accept, and text that a paragraph takes as it is.
      answer: fc.oneof(
        fc.constantFrom<unknown>("Ada", "Mercury", ["Venus"], 4, fileUrl),
        poisonedString,
      ),
    },
  };
}

async function createKey(app: App, owner: string, scope: "read" | "read-write") {
  const created = await app.inject({
    method: "POST",
    url: "/api/users/api-keys",
    headers: bearer(owner),
    payload: { name: `Fuzz ${scope}`, scope },
  });
  if (created.statusCode !== 201) throw new Error(`API key failed: ${created.body}`);
  return created.json().data as { _id: string; key: string };
}

async function submitSeedResponse(app: App, formId: string, ids: string[]) {
  const answers = [
    { questionId: ids[0], answer: "Ada" },
    { questionId: ids[2], answer: "Mercury" },
    { questionId: ids[3], answer: ["Venus"] },
    { questionId: ids[4], answer: 4 },
  ];
  const response = await app.inject({
    method: "POST",
    url: `/api/responses/${formId}`,
    payload: { answers },
  });
  if (response.statusCode !== 201) throw new Error(`seed response failed: ${response.body}`);
}

/** A token signed with the server's own key whose subject is no user id at all. */
function forge(app: App, audience: "user" | "admin") {
  return app.sessionTokens.issue({ userId: "not-a-uuid", audience, tokenVersion: 0 });
}
