import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestUser } from "./api-users.js";
import { callApi, createForm, type SeedQuestion, type StoredForm } from "./forms-api.js";
import type { RunningServer } from "./server.js";

/** The texts of the quiz's questions, in order. */
export const QUIZ = {
  name: "What is your name?",
  capital: "Capital of France",
  trip: "Tell us about your trip",
  planet: "Largest planet?",
  colours: "Primary colours of paint",
  rating: "Rate this quiz",
  ticket: "Upload your ticket (PDF)",
} as const;

export type QuizPattern = { title: string; regex: string };

/**
 * A quiz with every question type: three scored questions (capital, planet, colours), a
 * required PDF upload, and, given a pattern an admin created, a regex on the capital.
 */
export function quizQuestions(pattern?: QuizPattern): SeedQuestion[] {
  return [
    { questionType: "text", questionText: QUIZ.name, required: true },
    {
      questionType: "text",
      questionText: QUIZ.capital,
      required: true,
      correctAnswer: ["Paris"],
      validations: pattern ? { regex: pattern } : {},
    },
    { questionType: "paragraph", questionText: QUIZ.trip },
    {
      questionType: "multipleChoice",
      questionText: QUIZ.planet,
      required: true,
      options: ["Jupiter", "Saturn", "Mars"],
      correctAnswer: ["Jupiter"],
    },
    {
      questionType: "checkbox",
      questionText: QUIZ.colours,
      options: ["Red", "Green", "Blue", "Yellow"],
      correctAnswer: ["Red", "Blue", "Yellow"],
    },
    { questionType: "rating", questionText: QUIZ.rating, required: true, maxRating: 5 },
    {
      questionType: "file",
      questionText: QUIZ.ticket,
      required: true,
      validations: { fileType: "pdf" },
    },
  ];
}

/** Creates the quiz through the real API and publishes it. */
export async function createPublicQuiz(
  server: RunningServer,
  owner: TestUser,
  { title = "Space and capitals quiz", pattern }: { title?: string; pattern?: QuizPattern } = {},
): Promise<StoredForm> {
  const form = await createForm(server, owner, {
    title,
    description: "Five minutes, no notes.",
    questions: quizQuestions(pattern),
  });
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });
  return form;
}

/** An admin's pattern, which a question may then use (the server checks it is active). */
export async function createPattern(
  server: RunningServer,
  adminToken: string,
  pattern: QuizPattern,
): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/regex`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      ...pattern,
      name: pattern.title,
      type: "default",
      maxLength: 0,
      isRequired: false,
      active: true,
      errorMessage: "Letters only, please",
    }),
  });
  if (!response.ok) throw new Error(`creating a pattern answered ${response.status}`);
}

export const questionId = (form: StoredForm, text: string): string => {
  const question = form.questions.find((q) => q.questionText === text);
  if (!question) throw new Error(`no question "${text}"`);
  return question._id;
};

/** The smallest real files the server's content sniffing accepts. */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Writes the sample files into a fresh temporary folder, for setInputFiles. */
export function writeSampleFiles(): { pdf: string; png: string; pngNamedPdf: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "formloom-files-"));
  const pdf = path.join(dir, "ticket.pdf");
  const png = path.join(dir, "photo.png");
  const pngNamedPdf = path.join(dir, "disguised.pdf");
  writeFileSync(pdf, PDF_BYTES);
  writeFileSync(png, PNG_BYTES);
  writeFileSync(pngNamedPdf, PNG_BYTES);
  return { pdf, png, pngNamedPdf };
}

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Uploads a file answer as a respondent does, answering its URL. */
export async function uploadAnswerFile(
  server: RunningServer,
  form: StoredForm,
  questionText: string,
  token?: string,
): Promise<string> {
  const body = new FormData();
  body.append("formId", form._id);
  body.append("questionId", questionId(form, questionText));
  body.append("file", new Blob([PDF_BYTES], { type: "application/pdf" }), "ticket.pdf");
  const response = await fetch(`${server.url}/api/users/file-upload`, {
    method: "POST",
    headers: bearer(token),
    body,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${json.message}`);
  return json.data.url as string;
}

/**
 * Submits answers keyed by question text, as a guest or (with a token) a signed-in user, in the
 * form's default language or (with a code) another it offers.
 */
export async function submitAnswers(
  server: RunningServer,
  form: StoredForm,
  answers: Record<string, string | string[] | number>,
  token?: string,
  language?: string,
): Promise<void> {
  const response = await fetch(`${server.url}/api/responses/${form._id}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(token) },
    body: JSON.stringify({
      answers: Object.entries(answers).map(([text, answer]) => ({
        questionId: questionId(form, text),
        answer,
      })),
      ...(language && { language }),
    }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`submission answered ${response.status}: ${json.message}`);
}
