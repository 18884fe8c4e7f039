import { READY_THEMES, type WorkspaceAction } from "@formloom/shared";
import { expect } from "vitest";
import type { App } from "../../src/app.js";
import { listOperations, type Operation } from "../fuzz/openapi-operations.js";
import { bearer } from "./accounts.js";
import { formBody } from "./forms.js";
import { DECODABLE_PNG_BYTES, multipartBody, PDF_BYTES, PNG_BYTES, upload } from "./uploads.js";

/** An operation of the API document, with the workspace action and key scope it declares. */
export type DocumentedOperation = Operation & { action?: WorkspaceAction; keyScope?: string };

export function documentedOperations(app: App): DocumentedOperation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, { "x-workspace-action"?: string; description?: string }>>;
  };
  return listOperations(document).map((operation) => {
    const described = document.paths[operation.path]?.[operation.method.toLowerCase()];
    return {
      ...operation,
      action: described?.["x-workspace-action"] as WorkspaceAction | undefined,
      keyScope: described?.description?.match(/API keys with the `([a-z-]+)` scope/)?.[1],
    };
  });
}

/**
 * What a workspace route may act on: a form with a response, a file, a webhook; an invitation;
 * a saved theme.
 */
export type Fixture = {
  formId: string;
  responseId: string;
  webhookId: string;
  fileId: string;
  invitationId: string;
  themeId: string;
  partialId: string;
};

const FIXTURE_FORM = formBody({
  title: "Matrix",
  isPublic: true,
  questions: [
    { questionType: "text", questionText: "Name?", required: false },
    { questionType: "file", questionText: "A file", validations: { fileType: "pdf" } },
  ],
  settings: { languages: ["de"], keepUnfinished: true },
});

let invitations = 0;

const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2)}`;

/** The workspace's first saved theme, made when it has none: fixtures share it (the cap is 50). */
async function savedThemeOf(app: App, ownerToken: string, workspaceId: string): Promise<string> {
  const url = `/api/workspaces/${workspaceId}/themes`;
  const headers = bearer(ownerToken);
  const [kept] = (await app.inject({ method: "GET", url, headers })).json().data;
  if (kept) return kept._id;
  const made = await app.inject({
    method: "POST",
    url,
    headers,
    payload: { name: uniqueName("Matrix"), theme: READY_THEMES[0]?.theme },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data._id;
}

/** A fresh fixture in the workspace, made by its owner. */
export async function makeFixture(
  app: App,
  { ownerToken, workspaceId }: { ownerToken: string; workspaceId: string },
): Promise<Fixture> {
  const inject = (method: "POST", url: string, payload: object) =>
    app.inject({ method, url, payload, headers: bearer(ownerToken) });
  const form = (await inject("POST", `/api/forms?workspace=${workspaceId}`, FIXTURE_FORM)).json()
    .data;
  const [textId, fileId] = form.questions.map((question: { _id: string }) => question._id);
  const uploaded = await upload(
    app,
    { formId: form._id, questionId: fileId },
    { name: "a.pdf", bytes: PDF_BYTES, type: "application/pdf" },
  );
  const fileUrl: string = uploaded.json().data.url;
  const response = await app.inject({
    method: "POST",
    url: `/api/responses/${form._id}`,
    payload: {
      answers: [
        { questionId: textId, answer: "Ada" },
        { questionId: fileId, answer: fileUrl },
      ],
    },
  });
  const partial = await app.inject({
    method: "POST",
    url: `/api/responses/${form._id}/partial`,
    payload: { answers: [{ questionId: textId, answer: "Grace" }], pageReached: 1 },
  });
  const webhook = await inject("POST", `/api/forms/${form._id}/webhooks`, {
    url: "http://matrix-receiver.invalid:9/hook",
  });
  invitations += 1;
  const invitation = await inject("POST", `/api/workspaces/${workspaceId}/invitations`, {
    email: `invitee${invitations}@example.org`,
    role: "viewer",
  });
  for (const made of [uploaded, response, partial, webhook, invitation]) {
    expect(made.statusCode, made.body).toBeLessThan(300);
  }
  return {
    formId: form._id,
    responseId: response.json().data._id,
    webhookId: webhook.json().data._id,
    fileId: fileUrl.split("/").pop() as string,
    invitationId: invitation.json().data._id,
    themeId: await savedThemeOf(app, ownerToken, workspaceId),
    partialId: partial.json().data._id,
  };
}

type Target = { fixture: Fixture; workspaceId: string; userId: string; otherWorkspaceId: string };

/** A valid body for each workspace operation that takes one. */
const BODIES: Record<string, (target: Target) => object> = {
  "POST /api/forms": () => formBody(),
  "PUT /api/forms/{id}": () => ({ ...FIXTURE_FORM, title: "Matrix, renamed" }),
  "PUT /api/forms/{id}/status": () => ({ isPublic: false }),
  "PUT /api/forms/{id}/settings": () => ({ closedMessage: "Closed for now" }),
  // Removing: a password set here would lock the fixture's form for the operations after it.
  "PUT /api/forms/{id}/password": () => ({ password: null }),
  "PUT /api/forms/{id}/translations/{language}": () => ({ texts: { title: "Matrix auf Deutsch" } }),
  "POST /api/forms/{id}/move": ({ otherWorkspaceId }) => ({ workspaceId: otherWorkspaceId }),
  "POST /api/forms/{id}/webhooks": () => ({ url: "http://second-receiver.invalid:9/hook" }),
  "PUT /api/forms/{id}/webhooks/{webhookId}": () => ({ isActive: false }),
  "POST /api/responses/{formId}/delete": ({ fixture }) => ({ ids: [fixture.responseId] }),
  "PATCH /api/workspaces/{workspaceId}": () => ({ name: "Renamed team" }),
  "PATCH /api/workspaces/{workspaceId}/settings": () => ({ requireTwoFactor: false }),
  "PATCH /api/workspaces/{workspaceId}/members/{userId}": () => ({ role: "editor" }),
  "POST /api/workspaces/{workspaceId}/themes": () => ({
    name: uniqueName("Matrix"),
    theme: READY_THEMES[1]?.theme,
  }),
  "PATCH /api/workspaces/{workspaceId}/themes/{themeId}": () => ({ name: uniqueName("Renamed") }),
  "POST /api/workspaces/{workspaceId}/invitations": () => ({
    email: `matrix-${Math.random().toString(36).slice(2)}@example.org`,
    role: "viewer",
  }),
};

/** A valid multipart body (and its Content-Type) for each workspace operation that takes files. */
const MULTIPART_BODIES: Record<string, () => ReturnType<typeof multipartBody>> = {
  "POST /api/forms/{id}/theme-images": () =>
    multipartBody({}, { name: "logo.png", bytes: PNG_BYTES, type: "image/png" }),
  "POST /api/forms/{id}/option-images": () =>
    multipartBody({}, { name: "sea.png", bytes: DECODABLE_PNG_BYTES, type: "image/png" }),
};

/** The address and a valid body of the operation, on the target's workspace, form and member. */
export function requestOf(operation: DocumentedOperation, target: Target) {
  const { fixture } = target;
  const values: Record<string, string> = {
    id: fixture.formId,
    formId: fixture.formId,
    quizId: fixture.formId,
    responseId: fixture.responseId,
    webhookId: fixture.webhookId,
    fileId: fixture.fileId,
    workspaceId: target.workspaceId,
    userId: target.userId,
    invitationId: fixture.invitationId,
    themeId: fixture.themeId,
    partialId: fixture.partialId,
    language: "de",
  };
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`no value for {${name}} in ${operation.path}`);
    return value;
  });
  const route = `${operation.method} ${operation.path}`;
  const query = operation.queryParams.some((param) => param.name === "workspace")
    ? `?workspace=${target.workspaceId}`
    : "";
  const multipart = MULTIPART_BODIES[route]?.();
  if (multipart)
    return { url: `${path}${query}`, body: multipart.payload, headers: multipart.headers };
  if (operation.jsonBody && !(route in BODIES)) throw new Error(`no body for ${route} in BODIES`);
  return { url: `${path}${query}`, body: BODIES[route]?.(target), headers: {} };
}
