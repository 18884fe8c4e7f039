import type { Question } from "@formloom/shared";
import type { PartialResponse } from "@formloom/shared/partial-responses";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { UnfinishedTab } from "./unfinished-tab";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f1";
const BASE = `/api/forms/${FORM_ID}/partials`;
const NAME_ID = "0193a000-0000-7000-8000-0000000000a1";
const QUESTIONS = [
  { _id: NAME_ID, questionType: "text", questionText: "Your name", options: [], correctAnswer: [] },
  {
    _id: "0193a000-0000-7000-8000-0000000000a2",
    questionType: "text",
    questionText: "Your city",
    options: [],
    correctAnswer: [],
  },
] as unknown as Question[];
const partial = (n: number): PartialResponse => ({
  _id: `0193a000-0000-7000-8000-00000000000${n}`,
  formVersion: 1,
  pageReached: 1,
  answers: [{ questionId: "0193a000-0000-7000-8000-0000000000a1", answer: "Ada" }],
  language: "en",
  createdAt: "2026-03-01T10:00:00.000Z",
  lastActivityAt: "2026-03-01T10:05:00.000Z",
  expiresAt: "2026-03-31T10:00:00.000Z",
});

/** A page of the list, with its total as the API sends it beside the data. */
function listed(items: PartialResponse[]) {
  return { body: { statusCode: 200, message: "OK", data: items, total: items.length } };
}

function renderTab(canDelete = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UnfinishedTab
        form={{ _id: FORM_ID, title: "Trip", questions: QUESTIONS }}
        canDelete={canDelete}
        isOpen
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe("the Unfinished tab", () => {
  it("lists what respondents kept, and deletes one, then all after confirming", async () => {
    storeUserSession();
    let kept = [partial(1), partial(2)];
    const api = mockApi({
      [`GET ${BASE}`]: () => listed(kept),
      [`DELETE ${BASE}/${partial(1)._id}`]: () => {
        kept = kept.filter((each) => each._id !== partial(1)._id);
        return ok(null);
      },
      [`DELETE ${BASE}`]: () => {
        kept = [];
        return ok({ deleted: 1 });
      },
    });
    const user = renderTab();
    const list = await screen.findByRole("list", { name: "Unfinished responses" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Unfinished: 2")).toBeVisible();
    expect(
      within(list).getAllByText(/Reached page 2 · answers given: 1 · last active/),
    ).toHaveLength(2);

    await user.click(
      within(list).getAllByRole("button", { name: /^Delete the unfinished/ })[0] as HTMLElement,
    );
    expect(await screen.findByText("Unfinished: 1")).toBeVisible();
    expect(api.callsTo(`DELETE ${BASE}/${partial(1)._id}`)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Delete all unfinished" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Delete every unfinished response?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete all unfinished" }));
    expect(await screen.findByText(/No unfinished answers right now/)).toBeVisible();
    expect(api.callsTo(`DELETE ${BASE}`)).toHaveLength(1);
  });

  it("lets a reader look without deleting", async () => {
    storeUserSession();
    mockApi({ [`GET ${BASE}`]: () => listed([partial(1)]) });
    renderTab(false);
    const list = await screen.findByRole("list", { name: "Unfinished responses" });
    expect(within(list).queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete all unfinished" })).toBeNull();
  });

  it("shows an unfinished response's answers when expanded, as a response card does", async () => {
    storeUserSession();
    mockApi({ [`GET ${BASE}`]: () => listed([partial(1)]) });
    const user = renderTab(false);
    const list = await screen.findByRole("list", { name: "Unfinished responses" });
    expect(within(list).queryByText("Your name")).toBeNull();
    const toggle = within(list).getByRole("button", { name: "Show answers" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(within(list).getByRole("button", { name: "Hide answers" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const answers = within(list).getByRole("term");
    expect(answers).toHaveTextContent("Your name");
    expect(within(list).getByRole("definition")).toHaveTextContent("Ada");
    // Only what was answered shows: the city was not reached.
    expect(within(list).queryByText("Your city")).toBeNull();
  });

  it("downloads the unfinished responses as CSV", async () => {
    storeUserSession();
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const api = mockApi({
      [`GET ${BASE}`]: () => listed([partial(1)]),
      [`GET ${BASE}/export`]: { body: "csv" },
    });
    const user = renderTab(false);
    await user.click(await screen.findByRole("button", { name: "Download unfinished (CSV)" }));
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/export`)).toHaveLength(1));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    click.mockRestore();
  });
});
