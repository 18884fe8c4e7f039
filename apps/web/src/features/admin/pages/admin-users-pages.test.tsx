import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeAdminSession } from "@/test/session-fixtures";
import { makeUser } from "../test/admin-fixtures";

const ALL_USERS = Array.from({ length: 35 }, (_, index) =>
  makeUser(index + 1, { isVerified: index !== 2 }),
);

/** Answers GET /api/admin/users from the 35 users, honouring page and limit. */
function usersApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(extra);
  const base = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if ((init?.method ?? "GET") === "GET" && url.pathname === "/api/admin/users") {
      api.calls.push({
        method: "GET",
        path: url.pathname + url.search,
        body: undefined,
        headers: new Headers(init?.headers),
      });
      const page = Number(url.searchParams.get("page") ?? 1);
      const limit = Number(url.searchParams.get("limit") ?? 10);
      const data = ALL_USERS.slice((page - 1) * limit, page * limit);
      return Response.json({ statusCode: 200, message: "OK", data, totalCount: ALL_USERS.length });
    }
    return base?.(input, init) as Promise<Response>;
  });
  return api;
}

const rows = () =>
  within(screen.getByRole("table", { name: "Users" }))
    .getAllByRole("row")
    .slice(1);

beforeEach(() => storeAdminSession());
afterEach(() => vi.unstubAllGlobals());

describe("users list", () => {
  it("shows the columns and the first page with the pagination summary", async () => {
    const api = usersApi();
    await openRoute("/admin/users");
    const table = screen.getByRole("table", { name: "Users" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "No.",
      "Name",
      "Email",
      "Verification",
      "Account Status",
      "Created At",
      "Updated At",
      "Actions",
    ]);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const third = within(rows()[2] as HTMLElement);
    expect(third.getByText("3")).toBeInTheDocument();
    expect(third.getByText("user3@example.org")).toBeInTheDocument();
    expect(third.getByText("Not Verified")).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByText("Verified")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 4 (35 items)")).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe("/api/admin/users?page=1&limit=10");
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("pages with Next and the page numbers, keeping the page in the address", async () => {
    usersApi();
    const { user, router } = await openRoute("/admin/users");
    const pagination = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("button", { name: "Prev" })).toBeDisabled();
    await user.click(within(pagination).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    expect(await screen.findByText("Page 2 of 4 (35 items)")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rows()[0] as HTMLElement).getByText("11")).toBeInTheDocument(),
    );

    await user.click(within(pagination).getByRole("button", { name: "Page 4" }));
    expect(await screen.findByText("Page 4 of 4 (35 items)")).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(pagination).getByRole("button", { name: "Next" })).toBeDisabled();
    expect(within(pagination).getByRole("button", { name: "Page 4" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("shows ellipses with many pages, one sibling each side", async () => {
    usersApi();
    await openRoute("/admin/users?page=6&limit=3");
    const pagination = await screen.findByRole("navigation", { name: "Pagination" });
    await screen.findByText("Page 6 of 12 (35 items)");
    expect([...pagination.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Prev",
      "1",
      "…",
      "5",
      "6",
      "7",
      "…",
      "12",
      "Next",
    ]);
  });

  it("switches an account off with a spinner on that row only, then says so", async () => {
    let release: () => void = () => {};
    const api = usersApi({
      "PUT /api/admin/users": async (call) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const body = call.body as { _id: string; active: boolean };
        return ok({ ...ALL_USERS[1], active: body.active }, "User status updated successfully");
      },
    });
    const { user } = await openRoute("/admin/users");
    const toggle = await screen.findByRole("switch", { name: "Account status of User C" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(within(rows()[1] as HTMLElement).getByRole("status")).toHaveTextContent(
      "Updating account status",
    );
    expect(within(rows()[0] as HTMLElement).queryByRole("status")).not.toBeInTheDocument();
    release();
    expect(await screen.findByText("User status updated successfully")).toBeInTheDocument();
    expect(api.callsTo("PUT /api/admin/users")[0]?.body).toEqual({
      _id: ALL_USERS[1]?._id,
      active: false,
    });
  });

  it("says so when a status change fails", async () => {
    usersApi({ "PUT /api/admin/users": fail(500, "boom") });
    const { user } = await openRoute("/admin/users");
    await user.click(await screen.findByRole("switch", { name: "Account status of User B" }));
    expect(await screen.findByText("Failed to update user status")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Account status of User B" })).toBeChecked();
  });

  it("says 'Failed to fetch users list' when the list cannot be read", async () => {
    mockApi({ "GET /api/admin/users": fail(500, "Internal Server Error") });
    await openRoute("/admin/users");
    expect(await screen.findByText("Failed to fetch users list")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("edit user", () => {
  const target = ALL_USERS[0] as (typeof ALL_USERS)[number];
  const path = `/api/admin/users/${target._id}`;

  it("opens from the list and returns to the list page it came from", async () => {
    const eleventh = ALL_USERS[10] as (typeof ALL_USERS)[number];
    usersApi({ [`GET /api/admin/users/${eleventh._id}`]: ok(eleventh) });
    const { user, router } = await openRoute("/admin/users?page=2");
    await user.click(await screen.findByRole("link", { name: `Edit ${eleventh.name}` }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/users/edit/${eleventh._id}`),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Edit User" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(eleventh.name));
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    expect(router.state.location.pathname).toBe("/admin/users");
  });

  it("checks the name, keeps the email read-only and sends {_id, name}", async () => {
    const api = usersApi({
      [`GET ${path}`]: ok(target),
      "PUT /api/admin/users": ok({ ...target, name: "Ada Byron" }, "User updated successfully"),
    });
    const { user, router } = await openRoute(`/admin/users/edit/${target._id}`);
    const name = await screen.findByLabelText("Name");
    await waitFor(() => expect(name).toHaveValue(target.name));
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Email")).toHaveValue(target.email);
    const update = screen.getByRole("button", { name: "Update" });
    expect(update).toBeDisabled();

    await user.clear(name);
    await user.type(name, "Ada 2");
    expect(await screen.findByText("Name can only contain letters and spaces")).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, "A");
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, "Ada Byron");
    await user.click(update);
    expect(await screen.findByText("User updated successfully")).toBeInTheDocument();
    expect(api.callsTo("PUT /api/admin/users")[0]?.body).toEqual({
      _id: target._id,
      name: "Ada Byron",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/users"));
  });

  it("returns to the list when the user cannot be fetched", async () => {
    usersApi({ [`GET ${path}`]: fail(404, "User not found") });
    const { router } = await openRoute(`/admin/users/edit/${target._id}`);
    expect(await screen.findByText("Failed to fetch user details")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/users"));
  });
});
