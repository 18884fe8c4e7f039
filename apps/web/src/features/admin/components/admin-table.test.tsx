import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TableCell } from "@/components/ui/table";
import { AdminTable, type AdminTableState } from "./admin-table";

type Fruit = { _id: string; name: string };

const FRUITS: Fruit[] = [
  { _id: "a", name: "Apple" },
  { _id: "b", name: "Banana" },
];

function renderTable(rows: Fruit[] | undefined, state: Partial<AdminTableState> = {}) {
  const onRetry = vi.fn();
  render(
    <AdminTable
      label="Fruits"
      columns={["Name"]}
      rows={rows}
      renderCells={(fruit) => <TableCell>{fruit.name}</TableCell>}
      loadErrorText="The fruits could not be loaded."
      emptyState={<p>No fruits found</p>}
      firstNumber={11}
      isLoading={false}
      isError={false}
      onRetry={onRetry}
      {...state}
    />,
  );
  const table = screen.getByRole("table", { name: "Fruits" });
  return { table, onRetry };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("AdminTable", () => {
  it("numbers the rows from the page's first number", () => {
    const { table } = renderTable(FRUITS);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["No.", "Name"]);
    expect(bodyRows(table).map((row) => row.textContent)).toEqual(["11Apple", "12Banana"]);
  });

  it("shows placeholder rows, hidden from screen readers, while loading", () => {
    const { table } = renderTable(undefined, { isLoading: true });
    expect(table).toHaveAttribute("aria-busy", "true");
    expect(within(table).getAllByRole("row")).toHaveLength(1);
    expect(table.querySelectorAll("tbody tr[aria-hidden='true']")).toHaveLength(5);
  });

  it("offers a retry when the rows could not be loaded", async () => {
    const { table, onRetry } = renderTable(undefined, { isError: true });
    expect(table).not.toHaveAttribute("aria-busy");
    expect(within(table).getByText("The fruits could not be loaded.")).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("keeps the rows it has when a refetch fails", () => {
    const { table } = renderTable(FRUITS, { isError: true });
    expect(bodyRows(table)).toHaveLength(2);
    expect(within(table).queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("shows the empty state without rows", () => {
    const { table } = renderTable([]);
    const [row] = bodyRows(table);
    expect(row).toHaveTextContent("No fruits found");
    expect(within(row as HTMLElement).getByRole("cell")).toHaveAttribute("colspan", "2");
  });
});
