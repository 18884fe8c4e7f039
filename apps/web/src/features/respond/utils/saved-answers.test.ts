import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { describe, expect, it } from "vitest";
import { makeQuestion, makeSection } from "../testing/render-question";
import { EMPTY_ANSWERS } from "./answers-state";
import {
  clearSavedAnswers,
  readSavedAnswers,
  SAVED_ANSWERS_MAX_AGE_MS,
  savedAnswersKey,
  toSavedAnswers,
  writeSavedAnswers,
} from "./saved-answers";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f5";
const id = (n: number) => `0193a000-0000-7000-8000-00000000004${n}`;
const NOW = Date.parse("2030-01-01T12:00:00Z");
const FILE_URL = "/api/files/0193a000-0000-7000-8000-0000000000aa";

const ITEMS = [
  makeQuestion({ _id: id(1), questionText: "Name" }),
  makeQuestion({ _id: id(2), questionType: "checkbox", options: ["Red", "Blue"] }),
  makeQuestion({ _id: id(3), questionType: "number" }),
  makeQuestion({ _id: id(4), questionType: "file" }),
  makeSection({ _id: id(5) }),
];

const store = (value: unknown, version = 1) =>
  localStorage.setItem(savedAnswersKey(FORM_ID, version), JSON.stringify(value));

describe("toSavedAnswers", () => {
  it("keeps answers and finished uploads by URL, never a failed upload or a file on its way", () => {
    const saved = toSavedAnswers(
      ITEMS,
      {
        values: { [id(1)]: "Ada", [id(2)]: ["Blue"], [id(3)]: Number.NaN, [id(4)]: FILE_URL },
        uploads: { [id(4)]: { status: "done", progress: 100, fileName: "cv.pdf" } },
        pageId: id(5),
      },
      NOW,
    );
    expect(saved).toEqual({
      savedAt: NOW,
      values: { [id(1)]: "Ada", [id(2)]: ["Blue"], [id(4)]: FILE_URL },
      files: { [id(4)]: "cv.pdf" },
      pageId: id(5),
    });
    const failed = toSavedAnswers(ITEMS, {
      values: { [id(4)]: UPLOAD_FAILED_URL },
      uploads: { [id(4)]: { status: "failed", progress: 0, fileName: "cv.pdf" } },
    });
    expect(failed).toBeNull();
    const uploading = toSavedAnswers(ITEMS, {
      values: {},
      uploads: { [id(4)]: { status: "uploading", progress: 40, fileName: "cv.pdf" } },
    });
    expect(uploading).toBeNull();
  });
});

describe("readSavedAnswers", () => {
  it("brings back what was written for this version, files shown as uploaded, and the page", () => {
    writeSavedAnswers(
      FORM_ID,
      1,
      toSavedAnswers(
        ITEMS,
        {
          values: { [id(1)]: "Ada", [id(3)]: 4, [id(4)]: FILE_URL },
          uploads: { [id(4)]: { status: "done", progress: 100, fileName: "cv.pdf" } },
          pageId: id(5),
        },
        NOW,
      ),
    );
    expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)).toEqual({
      answers: {
        ...EMPTY_ANSWERS,
        values: { [id(1)]: "Ada", [id(3)]: 4, [id(4)]: FILE_URL },
        uploads: { [id(4)]: { status: "done", progress: 100, fileName: "cv.pdf" } },
      },
      pageId: id(5),
      hidden: undefined,
    });
    expect(readSavedAnswers(FORM_ID, 2, ITEMS, NOW)).toBeNull();
  });

  it("ignores unreadable, old or future data, and drops answers that do not fit their question", () => {
    localStorage.setItem(savedAnswersKey(FORM_ID, 1), "{not json");
    expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)).toBeNull();
    store({ savedAt: "yesterday", values: {}, files: {} });
    expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)).toBeNull();
    store({ savedAt: NOW - SAVED_ANSWERS_MAX_AGE_MS - 1, values: { [id(1)]: "Ada" }, files: {} });
    expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)).toBeNull();
    store({ savedAt: NOW + 60_000, values: { [id(1)]: "Ada" }, files: {} });
    expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)).toBeNull();

    store({
      savedAt: NOW,
      values: {
        [id(1)]: ["not", "text"],
        [id(2)]: ["Red"],
        [id(3)]: "four",
        [id(4)]: FILE_URL,
        [id(5)]: "a section",
        unknown: "x",
      },
      files: {},
    });
    expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)?.answers.values).toEqual({
      [id(2)]: ["Red"],
    });
  });

  it("opens the first page when the kept page is no section of this form, or was never kept", () => {
    for (const pageId of [id(1), "gone", 42, undefined]) {
      store({ savedAt: NOW, values: { [id(1)]: "Ada" }, files: {}, pageId });
      expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)?.pageId).toBeNull();
    }
  });
});

describe("writeSavedAnswers and clearSavedAnswers", () => {
  it("forget the answers when there is nothing to keep, and every version's on clear", () => {
    store({ savedAt: NOW, values: { [id(1)]: "Ada" }, files: {} }, 1);
    store({ savedAt: NOW, values: { [id(1)]: "Ada" }, files: {} }, 2);
    localStorage.setItem("unrelated", "kept");
    writeSavedAnswers(FORM_ID, 2, null);
    expect(localStorage.getItem(savedAnswersKey(FORM_ID, 2))).toBeNull();
    clearSavedAnswers(FORM_ID);
    expect(localStorage.getItem(savedAnswersKey(FORM_ID, 1))).toBeNull();
    expect(localStorage.getItem("unrelated")).toBe("kept");
  });
});

describe("hidden field values kept with the answers", () => {
  it("are written with the answers and read back as stored", () => {
    const saved = toSavedAnswers(
      ITEMS,
      { values: { [id(1)]: "Ada" }, uploads: {}, hiddenValues: { utm_source: "news", gone: "x" } },
      NOW,
    );
    expect(saved?.hidden).toEqual({ utm_source: "news", gone: "x" });
    writeSavedAnswers(FORM_ID, 1, saved);
    expect(readSavedAnswers(FORM_ID, 1, ITEMS, NOW)?.hidden).toEqual({
      utm_source: "news",
      gone: "x",
    });
  });
});
