import type { TestUser } from "./api-users.js";
import type { RunningServer } from "./server.js";

export type SeedQuestion = {
  questionType:
    | "text"
    | "paragraph"
    | "multipleChoice"
    | "checkbox"
    | "file"
    | "rating"
    | "dropdown"
    | "email"
    | "number"
    | "date"
    | "linearScale"
    | "matrix"
    | "ranking"
    | "imageChoice"
    | "section";
  questionText: string;
  required?: boolean;
  correctAnswer?: string[];
  validations?: Record<string, unknown>;
  options?: string[];
  maxRating?: number | null;
  rows?: string[];
  scaleMin?: number | null;
  scaleMax?: number | null;
  scaleMinLabel?: string;
  scaleMaxLabel?: string;
};

export type SeedForm = { title: string; description?: string; questions?: SeedQuestion[] };

export type StoredForm = {
  _id: string;
  title: string;
  description: string;
  isPublic: boolean;
  version: number;
  questions: Array<Required<SeedQuestion> & { _id: string }>;
};

const DEFAULT_QUESTIONS: SeedQuestion[] = [
  { questionType: "text", questionText: "What is your name?", required: true },
];

/** Calls the real API as the user, failing loudly on any non-2xx answer. */
export async function callApi<T>(
  server: RunningServer,
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.session.token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  return json.data as T;
}

/** Creates the form in `workspaceId`, or in the user's personal workspace. */
export function createForm(
  server: RunningServer,
  user: TestUser,
  form: SeedForm,
  workspaceId?: string,
) {
  const path = workspaceId ? `/forms?workspace=${workspaceId}` : "/forms";
  return callApi<StoredForm>(server, user, "POST", path, {
    title: form.title,
    description: form.description ?? "",
    questions: (form.questions ?? DEFAULT_QUESTIONS).map((question) => ({
      required: false,
      correctAnswer: [],
      validations: {},
      options: [],
      maxRating: null,
      ...question,
    })),
  });
}

/** Creates the forms one after another, so the last one is the newest. */
export async function createForms(
  server: RunningServer,
  user: TestUser,
  titles: string[],
): Promise<StoredForm[]> {
  const forms: StoredForm[] = [];
  for (const title of titles) forms.push(await createForm(server, user, { title }));
  return forms;
}

export function getForm(server: RunningServer, user: TestUser, formId: string) {
  return callApi<StoredForm>(server, user, "GET", `/forms/${formId}`);
}

export function listForms(server: RunningServer, user: TestUser, query = "") {
  return callApi<Array<{ _id: string; title: string }>>(server, user, "GET", `/forms${query}`);
}

export function getVersions(server: RunningServer, user: TestUser, formId: string) {
  return callApi<Array<{ version: number; responseCount: number }>>(
    server,
    user,
    "GET",
    `/forms/${formId}/versions`,
  );
}
