import { type Form, optionTextKey, questionTextKey, sourceTextsOf } from "@formloom/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { choiceQuestion, createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// A form read in a translation is answered as the default-language form: the page sends the
// default option texts, so tallies, summaries and exports are one whatever the language.
describe.each(databaseKinds())("responses to a translated form on %s", (kind) => {
  const context = useTestApp(kind);

  async function seed(languages: string[]) {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const created = await createForm(
      context.app,
      owner,
      formBody({
        isPublic: true,
        questions: [choiceQuestion({ feedback: { correct: "Well done", incorrect: "Not quite" } })],
        settings: { language: "en", languages },
      }),
    );
    const formId = created._id;
    const choiceId = created.questions[0]?._id ?? "";
    const get = (url: string) => context.app.inject({ method: "GET", url, headers: bearer(owner) });
    const translate = async (language: string, texts: Record<string, string>) => {
      const saved = await context.app.inject({
        method: "PUT",
        url: `/api/forms/${formId}/translations/${language}`,
        headers: bearer(owner),
        payload: { texts },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    /** Every text of the form, as `language` reads it. */
    const translateAll = async (language: string) => {
      const form: Form = (await get(`/api/forms/${formId}`)).json().data;
      await translate(
        language,
        Object.fromEntries(
          sourceTextsOf(form).map(({ key, text }) => [key, `${language} ${text}`]),
        ),
      );
    };
    const submit = (answer: string, language: string) =>
      context.app.inject({
        method: "POST",
        url: `/api/responses/${formId}`,
        payload: { answers: [{ questionId: choiceId, answer }], language },
      });
    const summaryOptions = async () =>
      (await get(`/api/responses/form/${formId}`))
        .json()
        .data.questions[0].options.map((o: { option: string; count: number }) => [
          o.option,
          o.count,
        ]);
    return { formId, choiceId, get, translate, translateAll, submit, summaryOptions };
  }

  it("tells a quiz's feedback in the respondent's language where it is translated", async () => {
    const { choiceId, translate, submit } = await seed(["de"]);
    await translate("de", { [questionTextKey(choiceId, "feedbackCorrect")]: "Gut gemacht" });
    const feedbackOf = async (answer: string, language: string) => {
      const reply = await submit(answer, language);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().data.result.questions[0].feedback;
    };
    expect(await feedbackOf("Earth", "de")).toBe("Gut gemacht");
    expect(await feedbackOf("Venus", "de")).toBe("Not quite");
    expect(await feedbackOf("Earth", "en")).toBe("Well done");
  });

  it("stores a choice answered on a translated page as the default option text", async () => {
    const { choiceId, translate, submit, summaryOptions, get, formId } = await seed(["de"]);
    await translate("de", { [optionTextKey(choiceId, "Earth")]: "Erde" });

    const translatedText = await submit("Erde", "de");
    expect(translatedText.statusCode).toBe(400);
    expect(translatedText.json().code).toBe("INVALID_ANSWERS");
    expect(await summaryOptions()).toEqual([
      ["Mercury", 0],
      ["Venus", 0],
      ["Earth", 0],
    ]);

    expect((await submit("Earth", "de")).statusCode).toBe(201);
    const [listed] = (await get(`/api/responses/${formId}`)).json().data;
    expect(listed).toMatchObject({ language: "de", answers: [{ answer: "Earth" }] });
    expect(await summaryOptions()).toEqual([
      ["Mercury", 0],
      ["Venus", 0],
      ["Earth", 1],
    ]);
  });

  it("sums a form answered in English, German and Arabic into one summary and one CSV, as SQL counts", async () => {
    const { formId, choiceId, get, translateAll, submit, summaryOptions } = await seed([
      "de",
      "ar",
    ]);
    await translateAll("de");
    await translateAll("ar");
    const view = (
      await context.app.inject({ method: "GET", url: `/api/forms/${formId}/view` })
    ).json().data;
    expect(view.settings).toMatchObject({ language: "en", languages: ["de", "ar"] });
    expect(view.translations.ar[optionTextKey(choiceId, "Earth")]).toBe("ar Earth");

    const answered = [
      ["Earth", "en"],
      ["Earth", "de"],
      ["Venus", "de"],
      ["Earth", "ar"],
    ] as const;
    for (const [answer, language] of answered) {
      const reply = await submit(answer, language);
      expect(reply.statusCode, reply.body).toBe(201);
    }

    const summary = (await get(`/api/responses/form/${formId}`)).json().data;
    expect(summary.totalResponses).toBe(4);
    expect(await summaryOptions()).toEqual([
      ["Mercury", 0],
      ["Venus", 1],
      ["Earth", 3],
    ]);

    const export_ = await get(`/api/responses/form/${formId}/export`);
    expect(export_.statusCode).toBe(200);
    const [header, ...rows] = export_.body
      .replace("\uFEFF", "")
      .split("\r\n")
      .filter((row) => row !== "");
    expect(header).toBe('"Timestamp","Best planet?","Language"');
    expect(rows.map((row) => row.split(",").slice(1).join(",")).sort()).toEqual(
      answered.map(([answer, language]) => `"${answer}","${language}"`).sort(),
    );

    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await context.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(
      await rowsOf(sql`
        select language, count(*)::int as count from responses
        where form_id = ${formId} group by language order by language`),
    ).toEqual([
      { language: "ar", count: 1 },
      { language: "de", count: 2 },
      { language: "en", count: 1 },
    ]);
    expect(
      await rowsOf(sql`
        select answer->>'answer' as option, count(*)::int as count
        from responses, jsonb_array_elements(answers) as answer
        where form_id = ${formId} and answer->>'questionId' = ${choiceId}
        group by 1 order by 1`),
    ).toEqual([
      { option: "Earth", count: 3 },
      { option: "Venus", count: 1 },
    ]);
  });
});
