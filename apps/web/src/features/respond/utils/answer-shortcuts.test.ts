import { describe, expect, it } from "vitest";
import { makeQuestion } from "../testing/render-question";
import { findShortcutAnswer, isTypingTarget } from "./answer-shortcuts";

const choice = makeQuestion({ questionType: "multipleChoice", options: ["Red", "Green", "Blue"] });
const boxes = makeQuestion({ questionType: "checkbox", options: ["Red", "Green", "Blue"] });

describe("findShortcutAnswer", () => {
  it("picks a choice by its letter, either case, and ignores letters past the options", () => {
    expect(findShortcutAnswer(choice, "b", undefined)).toEqual({ value: "Green", picked: "Green" });
    expect(findShortcutAnswer(choice, "C", "Green")).toEqual({ value: "Blue", picked: "Blue" });
    expect(findShortcutAnswer(choice, "d", undefined)).toBeNull();
    expect(findShortcutAnswer(choice, "1", undefined)).toBeNull();
    expect(findShortcutAnswer(choice, "Enter", undefined)).toBeNull();
  });

  it("ticks a checkbox on and off, keeping the options' order", () => {
    expect(findShortcutAnswer(boxes, "c", ["Red"])?.value).toEqual(["Red", "Blue"]);
    expect(findShortcutAnswer(boxes, "a", ["Red", "Blue"])?.value).toEqual(["Blue"]);
    expect(findShortcutAnswer(boxes, "a", ["Red"])?.value).toBeUndefined();
  });

  it("picks a rating's stars and a scale's point by digit, within their range", () => {
    const rating = makeQuestion({ questionType: "rating", maxRating: 3 });
    expect(findShortcutAnswer(rating, "3", undefined)).toEqual({ value: 3, picked: "3" });
    expect(findShortcutAnswer(rating, "4", undefined)).toBeNull();
    expect(findShortcutAnswer(rating, "0", undefined)).toBeNull();
    const scale = makeQuestion({ questionType: "linearScale", scaleMin: 0, scaleMax: 4 });
    expect(findShortcutAnswer(scale, "0", undefined)).toEqual({ value: 0, picked: "0" });
    expect(findShortcutAnswer(scale, "5", undefined)).toBeNull();
    expect(findShortcutAnswer(makeQuestion({ questionType: "text" }), "1", undefined)).toBeNull();
  });
});

describe("isTypingTarget", () => {
  it("is true for fields that take text, false for options and buttons", () => {
    const input = (type: string) => Object.assign(document.createElement("input"), { type });
    expect(isTypingTarget(input("text"))).toBe(true);
    expect(isTypingTarget(input("email"))).toBe(true);
    expect(isTypingTarget(document.createElement("textarea"))).toBe(true);
    expect(isTypingTarget(input("radio"))).toBe(false);
    expect(isTypingTarget(input("checkbox"))).toBe(false);
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
