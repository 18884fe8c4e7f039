import { render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorFallback } from "./route-error-fallback";

function Broken(): never {
  throw new Error("Something broke while rendering");
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Outlet,
        ErrorBoundary: RouteErrorFallback,
        children: [{ path: "broken", Component: Broken }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe("RouteErrorFallback", () => {
  it("shows the status of a routing error", async () => {
    renderAt("/missing");
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("404 Not Found")).toBeVisible();
  });

  it("shows the message of a thrown error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/broken");
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("Something broke while rendering")).toBeVisible();
  });
});
