import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makePattern } from "../../test/admin-fixtures";
import { RegexTable } from "./regex-table";

function renderTable(props: Partial<ComponentProps<typeof RegexTable>>) {
  const onDelete = vi.fn();
  const table = (
    <RegexTable
      patterns={[]}
      firstNumber={1}
      isLoading={false}
      isError={false}
      onRetry={vi.fn()}
      onDelete={onDelete}
      returnTo="/admin/regex?page=2"
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: "*", element: table }], {
    initialEntries: ["/admin/regex?page=2"],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onDelete, router };
}

describe("RegexTable", () => {
  it("shows each pattern with its status and actions", async () => {
    const pattern = makePattern(4, { active: false });
    const { onDelete, router } = renderTable({ patterns: [pattern], firstNumber: 11 });
    const row = within(screen.getByRole("table", { name: "Regex patterns" })).getAllByRole(
      "row",
    )[1] as HTMLElement;
    expect(within(row).getByText("11")).toBeInTheDocument();
    expect(within(row).getByText("Enter 10 digits")).toBeInTheDocument();
    expect(within(row).getByRole("switch", { name: "Status of Pattern 4" })).not.toBeChecked();

    await userEvent.click(within(row).getByRole("button", { name: "Delete Pattern 4" }));
    expect(onDelete).toHaveBeenCalledWith(pattern);

    await userEvent.click(within(row).getByRole("link", { name: "Edit Pattern 4" }));
    expect(router.state.location.pathname).toBe(`/admin/regex/edit/${pattern._id}`);
    expect(router.state.location.state).toEqual({ returnTo: "/admin/regex?page=2" });
  });

  it("invites the first pattern when there are none", () => {
    renderTable({ patterns: [] });
    expect(screen.getByText("No regex patterns found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your first pattern" })).toHaveAttribute(
      "href",
      "/admin/regex/create",
    );
  });
});
