import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RatingStars } from "./rating-stars";

function Harness({ onChange = vi.fn(), isRequired = false }) {
  const [value, setValue] = useState<number | undefined>();
  return (
    <fieldset>
      <legend>How was it?</legend>
      <RatingStars
        name="rating"
        max={5}
        value={value}
        isRequired={isRequired}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        onClear={isRequired ? undefined : () => setValue(undefined)}
      />
    </fieldset>
  );
}

describe("RatingStars", () => {
  it("is one group of radios named by star count, in a single tab stop", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole("group", { name: "How was it?" });
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);
    await user.tab();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    expect(group).toContainElement(document.activeElement as HTMLElement);
  });

  it("chooses with the arrow keys, wrapping at the ends, and with Space", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    expect(onChange).toHaveBeenLastCalledWith(3);

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "4 stars" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "1 star" })).toBeChecked();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByText("4 / 5")).toBeInTheDocument();
  });

  it("offers to clear an optional rating, and marks a required one", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole("radio", { name: "2 stars" }));
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    unmount();

    render(<Harness isRequired />);
    expect(screen.getByRole("radio", { name: "1 star" })).toBeRequired();
    await user.click(screen.getByRole("radio", { name: "2 stars" }));
    expect(screen.queryByRole("button", { name: "Clear selection" })).toBeNull();
  });
});
