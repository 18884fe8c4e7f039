import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HealthGate } from "./health-gate";

function renderGate() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HealthGate>
        <p>The app</p>
      </HealthGate>
    </QueryClientProvider>,
  );
}

const healthy = () =>
  Promise.resolve(Response.json({ statusCode: 200, message: "OK", data: { status: "ok" } }));
const down = () => Promise.resolve(new Response("Bad Gateway", { status: 502 }));

afterEach(() => vi.unstubAllGlobals());

describe("HealthGate", () => {
  it("says it is checking the server while GET /api/health is pending", () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetchMock);
    renderGate();

    expect(screen.getByText("Checking server status...")).toBeInTheDocument();
    expect(screen.queryByText("The app")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/health", expect.anything());
  });

  it("shows the app once the server answers", async () => {
    vi.stubGlobal("fetch", vi.fn(healthy));
    renderGate();
    expect(await screen.findByText("The app")).toBeInTheDocument();
  });

  it("shows Service Unavailable when the check fails, and Retry checks again", async () => {
    const fetchMock = vi.fn(down);
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderGate();

    expect(await screen.findByRole("heading", { name: "Service Unavailable" })).toBeVisible();
    expect(screen.getByText("Our server is currently down. Please try again later.")).toBeVisible();
    expect(screen.queryByText("The app")).not.toBeInTheDocument();

    fetchMock.mockImplementation(healthy);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("The app")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("treats an unreachable server as down", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderGate();
    expect(await screen.findByRole("heading", { name: "Service Unavailable" })).toBeVisible();
  });
});
