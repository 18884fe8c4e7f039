import { FORM_TEMPLATES, toFormTemplateDto } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { storeUserSession } from "@/test/session-fixtures";
import { CreateFormDialog } from "./create-form-dialog";

const templates = FORM_TEMPLATES.map(toFormTemplateDto);
const NEW_FORM_ID = "0193a000-0000-7000-8000-000000000001";

/** GET /api/templates and POST /api/forms, as the server answers them. */
function mockApi() {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    if (input.endsWith("/api/templates")) {
      return Response.json({ statusCode: 200, message: "ok", data: templates });
    }
    const body = JSON.parse(String(init?.body));
    return Response.json(
      { statusCode: 201, message: "Form saved successfully!", data: { ...body, _id: NEW_FORM_ID } },
      { status: 201 },
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDialog() {
  storeUserSession();
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: (
          <CreateFormDialog>
            <Button>Create Form</Button>
          </CreateFormDialog>
        ),
      },
      { path: "/forms/new", element: <h1>Blank builder</h1> },
      { path: "/forms/:formId/edit", element: <h1>Builder</h1> },
    ],
    { initialEntries: ["/dashboard"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe("CreateFormDialog", () => {
  it("offers a blank form and every template", async () => {
    mockApi();
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Create Form" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a form" });
    expect(within(dialog).getByRole("link", { name: /Blank form/ })).toHaveAttribute(
      "href",
      "/forms/new",
    );
    for (const template of templates) {
      expect(
        await within(dialog).findByRole("button", {
          name: (name) => name.startsWith(template.name),
        }),
      ).toBeVisible();
    }
  });

  it("previews a template, goes back to it, and creates the user's own form from it", async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    const router = renderDialog();
    await user.click(screen.getByRole("button", { name: "Create Form" }));
    const feedback = templates.find((template) => template.id === "customer-feedback");
    if (!feedback) throw new Error("no feedback template");
    const card = await screen.findByRole("button", { name: /Customer feedback \(NPS\)/ });
    await user.click(card);

    const preview = screen.getByRole("dialog", { name: feedback.name });
    expect(within(preview).getByRole("heading", { name: feedback.form.title })).toBeVisible();
    const questions = within(preview).getByRole("list", { name: "Questions" });
    expect(within(questions).getAllByRole("listitem")).toHaveLength(feedback.form.questions.length);
    // The questions as respondents see them: a scale of radio buttons, none of them usable.
    const scale = within(questions).getAllByRole("radio");
    expect(scale.length).toBeGreaterThan(0);
    for (const radio of scale) expect(radio).toBeDisabled();

    await user.click(within(preview).getByRole("button", { name: "Back to templates" }));
    expect(screen.getByRole("button", { name: /Customer feedback \(NPS\)/ })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: /Customer feedback \(NPS\)/ }));
    await user.click(screen.getByRole("button", { name: "Use this template" }));
    expect(await screen.findByRole("heading", { name: "Builder" })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/forms/${NEW_FORM_ID}/edit`);
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toMatch(/\/api\/forms$/);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(feedback.form);
  });
});
