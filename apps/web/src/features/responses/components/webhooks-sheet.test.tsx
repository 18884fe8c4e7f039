import type { Webhook, WebhookDelivery } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { WebhooksSheet } from "./webhooks-sheet";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f1";
const HOOK_ID = "0193a000-0000-7000-8000-0000000000a1";
const AT = "2026-03-01T10:00:00.000Z";
const BASE = `/api/forms/${FORM_ID}/webhooks`;

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  deliveryId: "0193a000-0000-7000-8000-0000000000d1",
  event: "response.created",
  attempt: 1,
  statusCode: 200,
  error: null,
  isSuccess: true,
  createdAt: AT,
  ...overrides,
});

const webhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  _id: HOOK_ID,
  formId: FORM_ID,
  url: "https://example.org/hook",
  kind: "standard",
  isActive: true,
  consecutiveFailures: 0,
  pausedAt: null,
  pauseReason: null,
  createdAt: AT,
  updatedAt: AT,
  lastDelivery: delivery(),
  ...overrides,
});

function renderSheet() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WebhooksSheet formId={FORM_ID} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Webhooks panel", () => {
  it("adds a webhook and shows its secret once", async () => {
    storeUserSession();
    let hooks: Webhook[] = [];
    const api = mockApi({
      [`GET ${BASE}`]: () => ok(hooks),
      [`POST ${BASE}`]: () => {
        hooks = [webhook({ lastDelivery: null })];
        return ok(
          { ...webhook({ lastDelivery: null }), secret: "whsec_abc" },
          "Webhook created",
          201,
        );
      },
    });
    const user = renderSheet();
    await user.click(screen.getByRole("button", { name: "Webhooks" }));
    const dialog = await screen.findByRole("dialog", { name: "Webhooks" });
    expect(await within(dialog).findByText("No webhooks yet.")).toBeVisible();

    await user.type(within(dialog).getByLabelText("Address of a new webhook"), "ftp://x");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(
      within(dialog).getByText("The webhook address must start with http:// or https://"),
    ).toBeVisible();
    expect(api.callsTo(`POST ${BASE}`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Address of a new webhook"));
    await user.type(
      within(dialog).getByLabelText("Address of a new webhook"),
      "https://example.org/hook",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("whsec_abc")).toBeVisible();
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      `Webhook to ${webhook({ lastDelivery: null }).url} added.`,
    );
    expect(api.callsTo(`POST ${BASE}`)[0]?.body).toEqual({
      url: "https://example.org/hook",
      kind: "standard",
    });
    expect(await within(dialog).findByRole("list", { name: "Webhooks" })).toHaveTextContent(
      "https://example.org/hook",
    );
    await user.click(within(dialog).getByRole("button", { name: "I have copied it" }));
    expect(within(dialog).queryByText("whsec_abc")).toBeNull();
  });

  it("adds a Slack webhook: no secret to copy, marked Slack, nothing to replace", async () => {
    storeUserSession();
    const slackUrl = "https://hooks.slack.com/services/T0/B0/x";
    let hooks: Webhook[] = [];
    const api = mockApi({
      [`GET ${BASE}`]: () => ok(hooks),
      [`POST ${BASE}`]: () => {
        hooks = [webhook({ url: slackUrl, kind: "slack", lastDelivery: null })];
        return ok({ ...hooks[0], secret: "whsec_abc" }, "Webhook created", 201);
      },
    });
    const user = renderSheet();
    await user.click(screen.getByRole("button", { name: "Webhooks" }));
    const dialog = await screen.findByRole("dialog", { name: "Webhooks" });
    await user.click(within(dialog).getByRole("combobox", { name: "Send to" }));
    await user.click(await screen.findByRole("option", { name: "Slack channel" }));
    const address = within(dialog).getByLabelText("Address of a new webhook");
    expect(address).toHaveAttribute("placeholder", "https://hooks.slack.com/services/…");
    await user.type(address, slackUrl);
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "A message for each new response will be posted to the Slack channel.",
    );
    expect(within(dialog).queryByText("whsec_abc")).toBeNull();
    expect(api.callsTo(`POST ${BASE}`)[0]?.body).toEqual({ url: slackUrl, kind: "slack" });
    const item = within(await within(dialog).findByRole("listitem"));
    expect(item.getByText("Slack channel")).toBeVisible();
    expect(item.queryByRole("button", { name: "Replace secret" })).toBeNull();
    expect(item.getByRole("button", { name: "Send test" })).toBeVisible();
  });

  it("sends a test, lists the deliveries, switches off and deletes", async () => {
    storeUserSession();
    const api = mockApi({
      [`GET ${BASE}`]: ok([webhook()]),
      [`POST ${BASE}/${HOOK_ID}/test`]: ok(
        delivery({
          event: "ping",
          statusCode: 500,
          isSuccess: false,
          error: "The receiver answered 500",
        }),
      ),
      [`GET ${BASE}/${HOOK_ID}/deliveries`]: ok([
        delivery({ attempt: 2 }),
        delivery({ statusCode: null, isSuccess: false, error: "Timed out after 10 s" }),
      ]),
      [`PUT ${BASE}/${HOOK_ID}`]: ok(webhook({ isActive: false })),
      [`DELETE ${BASE}/${HOOK_ID}`]: ok(null, "Webhook deleted"),
    });
    const user = renderSheet();
    await user.click(screen.getByRole("button", { name: "Webhooks" }));
    const dialog = await screen.findByRole("dialog", { name: "Webhooks" });
    await within(dialog).findByText("https://example.org/hook");
    expect(within(dialog).getByText(/Last delivery/)).toHaveTextContent("200");

    await user.click(within(dialog).getByRole("button", { name: "Send test" }));
    expect(await screen.findByText("Test failed: The receiver answered 500")).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Show deliveries" }));
    const deliveries = await within(dialog).findByRole("list", { name: "Last deliveries" });
    expect(within(deliveries).getAllByRole("listitem")).toHaveLength(2);
    expect(deliveries).toHaveTextContent("Timed out after 10 s");
    expect(deliveries).toHaveTextContent("attempt 2");

    await user.click(within(dialog).getByRole("switch", { name: "Send new responses" }));
    expect(api.callsTo(`PUT ${BASE}/${HOOK_ID}`)[0]?.body).toEqual({ isActive: false });

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirm delete" }));
    expect(await screen.findByText("Webhook deleted")).toBeVisible();
    expect(api.callsTo(`DELETE ${BASE}/${HOOK_ID}`)).toHaveLength(1);
  });

  it("shows why a webhook is paused, and resumes it", async () => {
    storeUserSession();
    let hook = webhook({
      consecutiveFailures: 20,
      pausedAt: AT,
      pauseReason: "connect ECONNREFUSED 203.0.113.7:443",
      lastDelivery: delivery({ statusCode: null, isSuccess: false, error: "refused" }),
    });
    const api = mockApi({
      [`GET ${BASE}`]: () => ok([hook]),
      [`POST ${BASE}/${HOOK_ID}/resume`]: () => {
        hook = webhook({ lastDelivery: hook.lastDelivery });
        return ok(hook, "Webhook resumed");
      },
    });
    const user = renderSheet();
    await user.click(screen.getByRole("button", { name: "Webhooks" }));
    const dialog = await screen.findByRole("dialog", { name: "Webhooks" });
    const paused = await within(dialog).findByText(/The last 20 deliveries failed/);
    expect(paused).toHaveTextContent(
      "The last 20 deliveries failed, the latest with: connect ECONNREFUSED 203.0.113.7:443",
    );
    expect(within(dialog).getByText(/Paused since/)).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Resume" }));
    expect(
      await screen.findByText("Webhook resumed: the waiting deliveries are being sent"),
    ).toBeVisible();
    expect(api.callsTo(`POST ${BASE}/${HOOK_ID}/resume`)).toHaveLength(1);
    await expect.poll(() => within(dialog).queryByText(/deliveries failed/)).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Resume" })).toBeNull();
  });

  it("shows the server's message when an edit is refused", async () => {
    storeUserSession();
    mockApi({
      [`GET ${BASE}`]: ok([webhook()]),
      [`PUT ${BASE}/${HOOK_ID}`]: fail(404, "Webhook not found"),
    });
    const user = renderSheet();
    await user.click(screen.getByRole("button", { name: "Webhooks" }));
    const dialog = await screen.findByRole("dialog", { name: "Webhooks" });
    await user.click(await within(dialog).findByRole("button", { name: "Edit" }));
    const address = within(dialog).getByLabelText("Address");
    await user.clear(address);
    await user.type(address, "https://example.org/other");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Webhook not found")).toBeVisible();
  });
});
