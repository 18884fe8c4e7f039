import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuditEvents, INSTALLATION_AUDIT_SOURCE, workspaceAuditSource } from "./audit-api";

function mockFetch() {
  const fetchMock = vi.fn(
    async (_input: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ statusCode: 200, message: "", data: [], total: 0 }), {
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calledUrl = (fetchMock: ReturnType<typeof mockFetch>) =>
  new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://localhost");

describe("getAuditEvents", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks a workspace's log for the page and the filter, the days as instants", async () => {
    const fetchMock = mockFetch();
    await getAuditEvents(workspaceAuditSource("ws-1"), {
      page: 2,
      limit: 20,
      filter: { action: "workspace.renamed", actor: "ada@", from: "2025-03-01", to: "2025-03-02" },
    });
    const url = calledUrl(fetchMock);
    expect(url.pathname).toBe("/api/workspaces/ws-1/audit");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: "2",
      limit: "20",
      action: "workspace.renamed",
      actor: "ada@",
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(2025, 2, 2, 23, 59, 59, 999).toISOString(),
    });
  });

  it("asks the installation's log with no filter but the page", async () => {
    const fetchMock = mockFetch();
    await getAuditEvents(INSTALLATION_AUDIT_SOURCE, { page: 1, limit: 10, filter: {} });
    const url = calledUrl(fetchMock);
    expect(url.pathname).toBe("/api/admin/audit");
    expect(url.search).toBe("?page=1&limit=10");
  });
});
