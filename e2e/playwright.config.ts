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
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
