import type { Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { contrastRatio, readBackground, readTextColour } from "../support/contrast.js";
import { expect, expectAccessible, showTheme, test } from "../support/fixtures.js";
import { callApi, createForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// Where toasts appear: never over a control the user can see, and one per action.

const WIDTHS = [375, 1280] as const;

/**
 * The names of the controls on screen that a toast covers: links, buttons, fields, switches and
 * tabs outside the toasts that the user sees at their centre, counting only the part of each below
 * the sticky header when the page is scrolled under it.
 */
function findCoveredControls(page: Page, { exceptHeader = false } = {}): Promise<string[]> {
  return page.evaluate((exceptHeader) => {
    const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    if (!toaster) return [];
    const toasts = Array.from(toaster.querySelectorAll("[data-sonner-toast]"), (toast) =>
      toast.getBoundingClientRect(),
    );
    toaster.style.visibility = "hidden";
    // A page scrolled under the sticky header shows a control only below the header's edge.
    const stickyHeader = Array.from(document.querySelectorAll("header")).find(
      (header) => getComputedStyle(header).position === "sticky",
    );
    const headerBottom = stickyHeader?.getBoundingClientRect().bottom ?? 0;
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [role=switch], [role=tab], [tabindex='0']",
    );
    const covered: string[] = [];
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!atCentre || !control.contains(atCentre)) continue;
      const banner = control.closest("header");
      if (exceptHeader && banner && !banner.closest("main, article, section")) continue;
      const visibleTop = stickyHeader?.contains(control)
        ? box.top
        : Math.max(box.top, headerBottom);
      const overlaps = toasts.some(
        (toast) =>
          toast.left < box.right &&
          box.left < toast.right &&
          toast.top < box.bottom &&
          visibleTop < toast.bottom,
      );
      if (overlaps)
        covered.push(control.getAttribute("aria-label") || control.textContent?.trim() || "?");
    }
    toaster.style.visibility = "";
    return covered;
  }, exceptHeader);
}

/**
 * At each width: shows a toast, holds it, waits for it to settle and finds no control under it;
 * then takes the screenshots.
 */
async function expectToastCoversNothing(
  page: Page,
  name: string,
  showToast: () => Promise<void>,
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await showToast();
    // The pointer on the toast holds it (sonner pauses its timer) while it is measured.
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.hover();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    // A phone leaves no free gap: toasts may cover the header band, never the page below it.
    const covered = await findCoveredControls(page, { exceptHeader: width < 600 });
    expect(covered, `${name} at ${width}px`).toEqual([]);
    await shootBothThemes(page, `toast-${name}-${width}`);
  }
}

/**
 * The lowest opacity the next toast shows over the first 600 ms after it appears, sampled each
 * frame from inside the page.
 */
function recordEntranceOpacity(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          const toast = document.querySelector("[data-sonner-toast]");
          if (!toast) return;
          observer.disconnect();
          const start = performance.now();
          let lowest = 1;
          const sample = () => {
            lowest = Math.min(lowest, Number(getComputedStyle(toast).opacity));
            if (performance.now() - start < 600) requestAnimationFrame(sample);
            else resolve(lowest);
          };
          sample();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
}

test.describe("toasts", () => {
  test.describe.configure({ timeout: 120_000 });

  test("cover no control on the dashboard, builder, responses and quiz result", async ({
    page,
    context,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Team lunch" });
    await signInAs(page, user);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Team lunch" });
    await expectToastCoversNothing(page, "dashboard", () =>
      card.getByRole("button", { name: "Copy share link" }).click(),
    );

    await page.goto(`/forms/${form._id}/edit`);
    await page.route("**/api/forms/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { statusCode: 500, message: "boom" } })
        : route.fallback(),
    );
    await expectToastCoversNothing(page, "builder", async () => {
      await page.getByRole("button", { name: "Save Form" }).click();
      await expect(page.getByText("Internal Server Error")).toBeVisible();
    });
    await page.unroute("**/api/forms/*");

    await page.goto(`/forms/${form._id}/responses`);
    await expectToastCoversNothing(page, "responses", () =>
      page.getByRole("button", { name: "Copy share link" }).click(),
    );

    const quiz = await createForm(server, user, {
      title: "Capitals",
      questions: [
        {
          questionType: "multipleChoice",
          questionText: "Capital of France?",
          options: ["Paris", "Lyon"],
          correctAnswer: ["Paris"],
        },
      ],
    });
    await callApi(server, user, "PUT", `/forms/${quiz._id}/status`, { isPublic: true });
    await expectToastCoversNothing(page, "quiz-result", async () => {
      await page.goto(`/forms/${quiz._id}/view`);
      await page.getByRole("radio", { name: "Paris" }).check();
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Response saved")).toBeVisible();
    });
    await expectAccessible(page);
  });

  test("a successful save replaces the failure of an earlier try", async ({ page, server }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Team lunch" });
    await signInAs(page, user);
    await page.goto(`/forms/${form._id}/edit`);
    await page.route("**/api/forms/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { statusCode: 500, message: "boom" } })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Internal Server Error")).toBeVisible();
    // The pointer on the toast holds it (sonner pauses its timer), as a user reading it would.
    await page.locator("[data-sonner-toast]").hover();
    await page.unroute("**/api/forms/*");

    await page.getByRole("button", { name: "Save Form" }).press("Enter");
    await expect(page.getByText("Form updated successfully!")).toBeVisible();
    await expect(page.getByText("Internal Server Error")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Your Forms (1)" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a success toast's text reaches 4.5:1 from its entrance on, in both themes", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/user-profile");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Edit Profile" }).click();
    await main.getByLabel("Full Name").fill("Grace Hopper");
    const entrance = recordEntranceOpacity(page);
    await main.getByRole("button", { name: "Save Changes" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Profile updated successfully");
    // A fade would lower the contrast of every colour below for a moment, as a scan then reads it.
    expect(await entrance).toBe(1);
    await toast.hover();
    for (const theme of ["light", "dark"] as const) {
      await showTheme(page, theme);
      expect(await toast.evaluate((node) => getComputedStyle(node).opacity)).toBe("1");
      const background = await readBackground(toast);
      for (const part of await toast.locator("[data-title], [data-description]").all()) {
        const ratio = contrastRatio(await readTextColour(part), background);
        const text = await part.textContent();
        expect(ratio, `${theme}: "${text}" at ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
