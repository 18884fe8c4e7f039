import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FormSearch } from "./form-search";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const type = (value: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search forms" }), {
    target: { value },
  });

describe("FormSearch", () => {
  it("searches 300 ms after the last keystroke, once, with the trimmed text", () => {
    const onSearch = vi.fn();
    render(<FormSearch search="" onSearch={onSearch} />);
    expect(screen.getByPlaceholderText("Search forms...")).toBeInTheDocument();

    type("fe");
    act(() => vi.advanceTimersByTime(150));
    type("feedback ");
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("feedback");
  });

  it("sends an empty search when the box is cleared", () => {
    const onSearch = vi.fn();
    render(<FormSearch search="survey" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith("");
  });

  it("shows a search that the address changed on its own (back button)", () => {
    const onSearch = vi.fn();
    const { rerender } = render(<FormSearch search="one" onSearch={onSearch} />);
    rerender(<FormSearch search="two" onSearch={onSearch} />);
    expect(screen.getByRole("searchbox")).toHaveValue("two");
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
