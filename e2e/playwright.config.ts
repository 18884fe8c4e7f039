import { defineConfig } from "@playwright/test";
import { findChromium } from "./support/chromium.mjs";

export default defineConfig({
  testDir: "./tests",
  outputDir: "./.artifacts/results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Generous limits: on a busy two-core machine an axe scan or a server's first page can take
  // seconds, and a limit only matters to a test that would otherwise fail.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: findChromium(),
      // Root in a container needs --no-sandbox; the rest keep Chromium off the closed network.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
