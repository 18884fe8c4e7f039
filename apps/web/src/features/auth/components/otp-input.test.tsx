import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { EMPTY_OTP, OtpInput } from "./otp-input";

function Harness({ onInvalidPaste = () => {} }: { onInvalidPaste?: () => void }) {
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} onInvalidPaste={onInvalidPaste} />
      <output>{digits.join(",")}</output>
    </>
  );
}

const box = (position: number) => screen.getByRole("textbox", { name: `Digit ${position} of 6` });
const shown = () => screen.getByRole("status").textContent;

function setup(props?: { onInvalidPaste?: () => void }) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return user;
}

describe("OtpInput", () => {
  it("renders six labelled single-digit boxes in a group", () => {
    setup();
    expect(screen.getByRole("group")).toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    expect(box(1)).toHaveAttribute("inputmode", "numeric");
    expect(box(1)).toHaveAttribute("autocomplete", "one-time-code");
  });

  it("moves to the next box after each digit", async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard("4");
    expect(box(2)).toHaveFocus();
    await user.keyboard("27");
    expect(box(4)).toHaveFocus();
    expect(shown()).toBe("4,2,7,,,");
  });

  it("ignores letters and symbols", async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard("a-");
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveValue("");
  });

  it("replaces the digit of a filled box", async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard("12");
    await user.click(box(1));
    await user.keyboard("9");
    expect(shown()).toBe("9,2,,,,");
    expect(box(2)).toHaveFocus();
  });

  it("clears a filled box on Backspace, then goes back to clear the previous one", async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard("123");
    expect(box(4)).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(box(3)).toHaveFocus();
    expect(shown()).toBe("1,2,,,,");
    await user.keyboard("{Backspace}");
    expect(box(2)).toHaveFocus();
    expect(shown()).toBe("1,,,,,");
    await user.keyboard("{Backspace}{Backspace}{Backspace}");
    expect(box(1)).toHaveFocus();
    expect(shown()).toBe(",,,,,");
  });

  it("moves with the arrow keys, Home and End, without leaving the ends", async () => {
    const user = setup();
    await user.click(box(3));
    await user.keyboard("{ArrowLeft}");
    expect(box(2)).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(box(1)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(box(2)).toHaveFocus();
    await user.keyboard("{End}");
    expect(box(6)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(box(6)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(box(1)).toHaveFocus();
  });

  it("fills every box from a pasted 6-digit code, surrounding whitespace forgiven", async () => {
    const user = setup();
    await user.click(box(3));
    await user.paste(" 482913\n");
    expect(shown()).toBe("4,8,2,9,1,3");
    expect(box(6)).toHaveFocus();
  });

  it.each([
    ["too short", "12345"],
    ["too long", "1234567"],
    ["with letters", "12a456"],
    ["with a space inside", "123 456"],
  ])("refuses a paste that is %s", async (_label, text) => {
    const onInvalidPaste = vi.fn();
    const user = setup({ onInvalidPaste });
    await user.click(box(1));
    await user.paste(text);
    expect(shown()).toBe(",,,,,");
    expect(onInvalidPaste).toHaveBeenCalledOnce();
  });

  it("spreads a whole code that autofill puts into one box", async () => {
    setup();
    // Autofill (autocomplete="one-time-code") sets the first box's value in one go.
    fireEvent.change(box(1), { target: { value: "654321" } });
    expect(shown()).toBe("6,5,4,3,2,1");
    expect(box(6)).toHaveFocus();
  });
});
