import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InitialEntry } from "react-router";
import { renderRoute } from "./render-route";

/** Renders the app at `entry` and waits for its page (the first render loads lazy routes). */
export async function openRoute(
  entry: InitialEntry,
  options: Parameters<typeof userEvent.setup>[0] = {},
) {
  const user = userEvent.setup(options);
  const view = renderRoute(entry);
  const main = within(await screen.findByRole("main", {}, { timeout: 5000 }));
  await main.findByRole("heading", { level: 1 }, { timeout: 5000 });
  return { user, main, ...view };
}
