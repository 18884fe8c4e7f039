import { type FormTheme, READY_THEMES } from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { ThemeImageFields } from "./theme-image-fields";

const upload = vi.hoisted(() => vi.fn());
vi.mock("../../api/upload-theme-image", async (original) => ({
  ...(await original<object>()),
  uploadThemeImage: upload,
}));

const FORM_ID = "0193a000-0000-7000-8000-0000000000f8";
const IMAGE_ID = "0193a000-0000-7000-8000-0000000000a1";
const ocean = READY_THEMES.find((ready) => ready.id === "ocean")?.theme as FormTheme;
let current: FormTheme;

function Fields({ initial, isSaved = true }: { initial: FormTheme; isSaved?: boolean }) {
  const [theme, setTheme] = useState(initial);
  current = theme;
  return (
    <ThemeImageFields
      theme={theme}
      formId={isSaved ? FORM_ID : undefined}
      onChange={(changes) => setTheme((previous) => ({ ...previous, ...changes }))}
    />
  );
}

describe("the theme's images", () => {
  it("moves the focal point with the arrow keys, by 1 % with Shift, never past the edge", async () => {
    const user = userEvent.setup();
    render(
      <Fields
        initial={{ ...ocean, backgroundImage: { imageId: IMAGE_ID, focalX: 3, focalY: 50 } }}
      />,
    );
    const picker = screen.getByRole("button", { name: "Focal point: 3% across, 50% down" });
    picker.focus();
    await user.keyboard("{ArrowLeft}{Shift>}{ArrowDown}{/Shift}");
    expect(current.backgroundImage).toEqual({ imageId: IMAGE_ID, focalX: 0, focalY: 51 });
    expect(picker).toHaveAccessibleName("Focal point: 0% across, 51% down");
    // Enter clicks a button, with no pointer: the point stays where the keys put it.
    await user.keyboard("{Enter}");
    expect(current.backgroundImage).toMatchObject({ focalX: 0, focalY: 51 });
  });

  it("uploads a logo, names a refusal in the owner's words, and goes back to a colour", async () => {
    const user = userEvent.setup();
    render(
      <Fields
        initial={{ ...ocean, backgroundImage: { imageId: IMAGE_ID, focalX: 50, focalY: 50 } }}
      />,
    );
    const logo = screen.getByRole("group", { name: "Logo" });
    const input = logo.querySelector("input[type=file]") as HTMLInputElement;
    upload.mockRejectedValueOnce(new ApiError(413, "too large", {}, "FILE_TOO_LARGE"));
    await user.upload(input, new File(["x"], "big.png", { type: "image/png" }));
    expect(await within(logo).findByRole("alert")).toHaveTextContent(
      "That image is too large. Please choose one under 2 MB.",
    );
    upload.mockResolvedValueOnce(IMAGE_ID);
    await user.upload(input, new File(["x"], "logo.png", { type: "image/png" }));
    expect(await within(logo).findByRole("button", { name: "Replace logo" })).toBeVisible();
    expect(current.logo).toEqual({ imageId: IMAGE_ID });
    expect(upload).toHaveBeenLastCalledWith(FORM_ID, expect.any(File), "theme-images");

    await user.click(screen.getByRole("button", { name: "Colour" }));
    expect(current.backgroundImage).toBeUndefined();
    expect(screen.queryByRole("button", { name: /^Focal point/ })).toBeNull();
  });

  it("asks for the form to be saved before an image can be uploaded", () => {
    render(<Fields initial={ocean} isSaved={false} />);
    expect(
      screen.getByText("Save the form to add a logo or a background image."),
    ).toBeInTheDocument();
  });
});
