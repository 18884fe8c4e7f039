import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

const IMAGE = "0190f0f0-0000-7000-8000-000000000001";
const CHOICE = {
  questionType: "imageChoice" as const,
  questionText: "Which cover?",
  options: ["Sea", "Forest", "Desert"],
  optionImages: [
    { imageId: IMAGE, alt: "Waves under a grey sky" },
    { imageId: null, alt: "" },
    { imageId: null, alt: "" },
  ],
};

describe("ImageChoiceAnswer", () => {
  it("names each radio by its label and shows the picture with its alt text", async () => {
    renderQuestion(CHOICE);
    const sea = await screen.findByRole("radio", { name: "Sea" });
    expect(sea).toHaveAttribute("value", "Sea");
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    const picture = screen.getByRole("img", { name: "Waves under a grey sky" });
    expect(picture).toHaveAttribute("src", `/api/option-images/${IMAGE}`);
  });

  it("answers a list of one label, moved by the arrow keys", async () => {
    const { user, lastAnswer } = renderQuestion(CHOICE);
    await screen.findByRole("radio", { name: "Sea" });
    await user.tab();
    await user.keyboard(" ");
    expect(lastAnswer()).toEqual(["Sea"]);
    await user.keyboard("{ArrowRight}");
    expect(lastAnswer()).toEqual(["Forest"]);
  });

  it("takes several labels as checkboxes when the question allows it", async () => {
    const { user, lastAnswer } = renderQuestion({ ...CHOICE, validations: { multiple: true } });
    await user.click(await screen.findByRole("checkbox", { name: "Desert" }));
    await user.click(screen.getByRole("checkbox", { name: "Sea" }));
    expect(lastAnswer()).toEqual(["Sea", "Desert"]);
    await user.click(screen.getByRole("checkbox", { name: "Sea" }));
    expect(lastAnswer()).toEqual(["Desert"]);
    expect(screen.getByText("Choose all that apply.")).toBeInTheDocument();
  });
});
