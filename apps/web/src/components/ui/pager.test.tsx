import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NumberedPager, Pager } from "./pager";

describe("Pager", () => {
  it("shows nothing with a single page", () => {
    const { container } = render(<Pager page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says where the list stands and steps one page back or forward", async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} totalPages={3} onPageChange={onPageChange} label="Responses" />);
    const pager = screen.getByRole("navigation", { name: "Responses" });
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole("button", { name: "Prev" }));
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it("disables Prev on the first page and Next on the last", () => {
    const { rerender } = render(<Pager page={1} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Prev" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    rerender(<Pager page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Prev" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

describe("NumberedPager", () => {
  const renderPager = (page: number, onPageChange = vi.fn()) =>
    render(
      <NumberedPager
        page={page}
        totalPages={12}
        onPageChange={onPageChange}
        ellipsisClassName="px-1.5"
      />,
    );

  it("lists Prev, the pages around the current one with ellipses hidden from screen readers, and Next", () => {
    renderPager(6);
    const items = within(screen.getByRole("navigation", { name: "Pagination" })).getAllByRole(
      "listitem",
      { hidden: true },
    );
    expect(items.map((item) => item.textContent)).toEqual([
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
    expect(items[2]).toHaveAttribute("aria-hidden", "true");
    expect(items[2]).toHaveClass("px-1.5", "text-muted-foreground");
  });

  it("marks the current page", () => {
    renderPager(6);
    expect(screen.getByRole("button", { name: "Page 6" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 5" })).not.toHaveAttribute("aria-current");
  });

  it("goes to a clicked page or one step away", async () => {
    const onPageChange = vi.fn();
    renderPager(6, onPageChange);
    await userEvent.click(screen.getByRole("button", { name: "Page 12" }));
    await userEvent.click(screen.getByRole("button", { name: "Prev" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange.mock.calls).toEqual([[12], [5], [7]]);
  });

  it("disables Prev on the first page and Next on the last", () => {
    const { unmount } = renderPager(1);
    expect(screen.getByRole("button", { name: "Prev" })).toBeDisabled();
    unmount();
    renderPager(12);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});
