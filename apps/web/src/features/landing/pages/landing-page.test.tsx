import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LandingPage } from "./landing-page";

function renderLanding() {
  const router = createMemoryRouter([{ path: "/", element: <LandingPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.useRealTimers());

describe("LandingPage", () => {
  it("has one h1 and the header, main and footer landmarks", () => {
    renderLanding();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("sends every call to action to the right page", () => {
    renderLanding();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(within(banner).getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/register",
    );
    expect(screen.getByRole("link", { name: "Get Started For Free" })).toHaveAttribute(
      "href",
      "/register",
    );
    expect(screen.getByRole("link", { name: "Create Your First Form" })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  it("pitches the builder, sharing and analytics, and the four steps", () => {
    renderLanding();
    for (const feature of ["Drag-and-drop builder", "Share by link", "Visual analytics"]) {
      expect(screen.getByRole("heading", { name: feature })).toBeInTheDocument();
    }
    const stepTitles = ["Create account", "Build your form", "Share it", "Analyze results"];
    for (const step of stepTitles) {
      expect(screen.getByRole("heading", { level: 3, name: step })).toBeInTheDocument();
    }
  });

  it("prints the current year in the copyright line, with the credit line and tagline", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-15T12:00:00Z"));
    renderLanding();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText("© 2031 Formloom. All rights reserved.")).toBeInTheDocument();
    expect(within(footer).getByText("Made with care by the Formloom contributors")).toBeVisible();
    expect(within(footer).getByText("Create, share and analyze forms.")).toBeVisible();
  });

  it("keeps the placeholder footer links on the page", () => {
    const router = renderLanding();
    const footer = screen.getByRole("contentinfo");
    const names = [
      "Features",
      "Pricing",
      "Templates",
      "About",
      "Blog",
      "Contact",
      "Privacy",
      "Terms",
    ];
    for (const name of names) {
      const link = within(footer).getByRole("link", { name });
      // fireEvent answers false when the click's default action (following the link) was cancelled.
      expect(fireEvent.click(link)).toBe(false);
      expect(router.state.location.pathname).toBe("/");
    }
  });
});
