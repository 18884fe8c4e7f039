import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, showTheme, test } from "../support/fixtures.js";
import { callApi, createForm } from "../support/forms-api.js";
import { submitAnswers } from "../support/quiz-api.js";
import { shootBothThemes } from "../support/screens.js";

// The owner's webhook settings on the responses page: add (the secret shown once), send a
// signed test to a receiver on this machine, read the deliveries, replace the secret, edit and
// delete.

type Received = { headers: IncomingHttpHeaders; body: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/formloom`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function signature(secret: string, body = ""): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** An address nobody listens on: a delivery there fails at once. */
async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/formloom`;
}

// The receiver listens on loopback, which webhooks may reach only with this set; a webhook is
// paused at its first failed delivery, so the paused state shows without waiting 10 minutes.
test.use({
  serverEnv: {
    WEBHOOK_ALLOW_PRIVATE: "true",
    WEBHOOK_PAUSE_AFTER_FAILURES: "1",
    WEBHOOK_PAUSE_AFTER_MINUTES: "0",
  },
});

test.describe("webhook settings", () => {
  test.describe.configure({ timeout: 90_000 });

  test("adds a webhook by keyboard, sends a signed test, lists it, edits and deletes it", async ({
    page,
    server,
  }) => {
    const receiver = await startReceiver();
    try {
      const user = await createUser(server);
      const form = await createForm(server, user, { title: "Team lunch" });
      await signInAs(page, user);
      await page.goto(`/forms/${form._id}/responses`);

      const open = page.getByRole("button", { name: "Webhooks" });
      await open.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByRole("dialog", { name: "Webhooks" });
      await expect(panel.getByText("No webhooks yet.")).toBeVisible();
      await expectAccessible(page);

      const address = panel.getByLabel("Address of a new webhook");
      await address.fill("ftp://example.org");
      await address.press("Enter");
      await expect(address).toHaveAccessibleDescription(
        "The webhook address must start with http:// or https://",
      );
      await address.fill(receiver.url);
      await address.press("Enter");
      const secret = panel.getByRole("status").locator("code");
      await expect(secret).toHaveText(/^whsec_/);
      await expect(panel.getByRole("status")).toContainText(`Webhook to ${receiver.url} added.`);
      const secretText = (await secret.textContent()) ?? "";
      await expect(panel.getByRole("list", { name: "Webhooks" })).toContainText(receiver.url);
      await expectAccessible(page);
      await shootBothThemes(page, "webhooks-secret");

      await panel.getByRole("button", { name: "I have copied it" }).click();
      await expect(panel.getByText(secretText)).toHaveCount(0);

      await panel.getByRole("button", { name: "Send test" }).click();
      await expect(page.getByText("Test delivered: the receiver answered 200")).toBeVisible();
      expect(receiver.received).toHaveLength(1);
      const [ping] = receiver.received;
      expect(ping?.headers["x-formloom-event"]).toBe("ping");
      expect(ping?.headers["x-formloom-signature"]).toBe(signature(secretText, ping?.body));

      await panel.getByRole("button", { name: "Show deliveries" }).click();
      const deliveries = panel.getByRole("list", { name: "Last deliveries" });
      await expect(deliveries.getByRole("listitem")).toHaveCount(1);
      await expect(deliveries).toContainText("200");
      await expect(deliveries).toContainText("ping");
      await showTheme(page, "light");
      await expectAccessible(page);
      await showTheme(page, "dark");
      await expectAccessible(page);
      await showTheme(page, "light");
      await shootBothThemes(page, "webhooks-deliveries");

      await panel.getByRole("button", { name: "Replace secret" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Replace the signing secret?" });
      await expect(confirm).toContainText("the old one stops working at once");
      await expectAccessible(page);
      await shootBothThemes(page, "webhooks-replace-secret");
      await confirm.getByRole("button", { name: "Replace secret" }).click();
      await expect(confirm).toBeHidden();
      const replaced = panel
        .getByRole("status")
        .filter({ hasText: `Secret of the webhook to ${receiver.url} replaced` });
      await expect(replaced.locator("code")).toHaveText(/^whsec_/);
      const newSecretText = (await replaced.locator("code").textContent()) ?? "";
      expect(newSecretText).not.toBe(secretText);
      await shootBothThemes(page, "webhooks-secret-replaced");
      await panel.getByRole("button", { name: "Send test" }).click();
      await expect.poll(() => receiver.received.length).toBe(2);
      const [, secondPing] = receiver.received;
      expect(secondPing?.headers["x-formloom-signature"]).toBe(
        signature(newSecretText, secondPing?.body),
      );
      await replaced.getByRole("button", { name: "I have copied it" }).click();
      await expect(panel.getByText(newSecretText)).toHaveCount(0);

      await panel.getByRole("button", { name: "Edit" }).click();
      const edited = panel.getByLabel("Address", { exact: true });
      await edited.fill(`${receiver.url}/v2`);
      await panel.getByRole("button", { name: "Save" }).click();
      await expect(panel.getByRole("list", { name: "Webhooks" })).toContainText(
        `${receiver.url}/v2`,
      );

      await panel.getByRole("switch", { name: "Send new responses" }).press("Space");
      await expect(panel.getByRole("switch", { name: "Send new responses" })).not.toBeChecked();

      await panel.getByRole("button", { name: "Delete" }).click();
      await panel.getByRole("button", { name: "Confirm delete" }).click();
      await expect(panel.getByText("No webhooks yet.")).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test("adds a Discord webhook by keyboard, and the channel reads each new response", async ({
    page,
    server,
  }) => {
    const receiver = await startReceiver();
    try {
      const user = await createUser(server);
      const form = await createForm(server, user, { title: "Team lunch" });
      await callApi(server, user, "PUT", `/forms/${form._id}/status`, { isPublic: true });
      await signInAs(page, user);
      await page.goto(`/forms/${form._id}/responses`);
      await page.getByRole("button", { name: "Webhooks" }).click();
      const panel = page.getByRole("dialog", { name: "Webhooks" });

      await panel.getByRole("combobox", { name: "Send to" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("option", { name: "Discord channel" }).press("Enter");
      await expect(panel.getByRole("combobox", { name: "Send to" })).toHaveText("Discord channel");
      const address = panel.getByLabel("Address of a new webhook");
      await expect(address).toHaveAttribute("placeholder", "https://discord.com/api/webhooks/…");
      await address.fill(receiver.url);
      await address.press("Enter");
      await expect(panel.getByRole("status")).toHaveText(
        "A message for each new response will be posted to the Discord channel.",
      );
      const item = panel.getByRole("list", { name: "Webhooks" }).getByRole("listitem");
      await expect(item.getByText("Discord channel")).toBeVisible();
      await expect(item.getByRole("button", { name: "Replace secret" })).toHaveCount(0);
      await expectAccessible(page);
      await showTheme(page, "dark");
      await expectAccessible(page);
      await showTheme(page, "light");

      await submitAnswers(server, form, { "What is your name?": "Ada @everyone" });
      await expect.poll(() => receiver.received.length).toBe(1);
      const message = JSON.parse(receiver.received[0]?.body ?? "{}");
      expect(message.allowed_mentions).toEqual({ parse: [] });
      expect(message.content).toContain("**New response to Team lunch**");
      expect(message.content).toContain("**What is your name?**: Ada @everyone");
    } finally {
      await receiver.close();
    }
  });

  test("shows a webhook paused after failing, and Resume sends what waited", async ({
    page,
    server,
  }) => {
    const receiver = await startReceiver();
    try {
      const user = await createUser(server);
      const form = await createForm(server, user, { title: "Team lunch" });
      await callApi(server, user, "PUT", `/forms/${form._id}/status`, { isPublic: true });
      await callApi(server, user, "POST", `/forms/${form._id}/webhooks`, {
        url: await refusedUrl(),
      });
      await submitAnswers(server, form, { "What is your name?": "Ada" });
      await expect
        .poll(async () => {
          const hooks = await callApi<Array<{ pausedAt: string | null }>>(
            server,
            user,
            "GET",
            `/forms/${form._id}/webhooks`,
          );
          return hooks[0]?.pausedAt ?? null;
        })
        .not.toBeNull();

      await signInAs(page, user);
      await page.goto(`/forms/${form._id}/responses`);
      await page.getByRole("button", { name: "Webhooks" }).click();
      const panel = page.getByRole("dialog", { name: "Webhooks" });
      await expect(panel.getByText(/The last delivery failed with:/)).toContainText(
        "Could not connect",
      );
      await expect(panel.getByText(/Paused since/)).toBeVisible();
      await expectAccessible(page);
      await showTheme(page, "dark");
      await expectAccessible(page);
      await showTheme(page, "light");
      await shootBothThemes(page, "webhooks-paused");

      // The owner points the webhook at a receiver that works, then resumes it.
      await panel.getByRole("button", { name: "Edit" }).click();
      await panel.getByLabel("Address", { exact: true }).fill(receiver.url);
      await panel.getByRole("button", { name: "Save" }).click();
      await expect(panel.getByRole("list", { name: "Webhooks" })).toContainText(receiver.url);
      await panel.getByRole("button", { name: "Resume" }).click();
      await expect(
        page.getByText("Webhook resumed: the waiting deliveries are being sent"),
      ).toBeVisible();
      await expect(panel.getByRole("button", { name: "Resume" })).toHaveCount(0);
      await expect.poll(() => receiver.received.length).toBe(1);
      expect(receiver.received[0]?.headers["x-formloom-event"]).toBe("response.created");
    } finally {
      await receiver.close();
    }
  });
});
