import { describe, expect, it } from "vitest";
import type { Question } from "./entities";
import { toE164 } from "./phone-numbers";
import { canPrefill, readPrefilledAnswers, toPrefillQuery } from "./prefill-link";

type Item = Parameters<typeof readPrefilledAnswers>[0][number];

function item(
  _id: string,
  questionType: Question["questionType"],
  extra: Partial<Item> = {},
): Item {
  return {
    _id,
    questionType,
    options: [],
    maxRating: null,
    scaleMin: null,
    scaleMax: null,
    validations: {},
    ...extra,
  };
}

const QUESTIONS: Item[] = [
  item("name", "text"),
  item("colour", "multipleChoice", { options: ["Red", "Blue"] }),
  item("extras", "checkbox", { options: ["Tea", "Cake", "Fruit"] }),
  item("size", "dropdown", { options: ["S", "M"] }),
  item("age", "number"),
  item("day", "date"),
  item("stars", "rating", { maxRating: 5 }),
  item("scale", "linearScale", { scaleMin: 0, scaleMax: 10 }),
  item("cv", "file"),
];

const read = (query: string) => readPrefilledAnswers(QUESTIONS, new URLSearchParams(query));

describe("readPrefilledAnswers", () => {
  it("reads an answer per supported type, checkboxes repeated", () => {
    const query = toPrefillQuery({
      name: "Ada Lovelace & co",
      colour: "Blue",
      extras: ["Cake", "Tea"],
      size: "M",
      age: 36.5,
      day: "2026-12-01",
      stars: 4,
      scale: 0,
    });
    expect(read(query)).toEqual({
      name: "Ada Lovelace & co",
      colour: "Blue",
      extras: ["Tea", "Cake"],
      size: "M",
      age: 36.5,
      day: "2026-12-01",
      stars: 4,
      scale: 0,
    });
  });

  it("leaves out unknown ids, files and values that do not fit the question", () => {
    expect(
      read(
        "prefill.ghost=1&prefill.cv=/api/files/x&prefill.colour=Green&prefill.extras=Nope" +
          "&prefill.size=XL&prefill.age=ten&prefill.day=2026-02-30&prefill.stars=6" +
          "&prefill.scale=2.5&prefill.name=%20",
      ),
    ).toEqual({});
  });

  it("ignores parameters without the prefill prefix", () => {
    expect(read("name=Ada&embed=1")).toEqual({});
  });
});

describe("a prefilled phone or consent", () => {
  const questions = [
    item("phone", "phone", { validations: { defaultCountry: "FR" } }),
    item("terms", "consent"),
  ];
  const readWith = (query: string) =>
    readPrefilledAnswers(questions, new URLSearchParams(query), { readPhone: toE164 });

  it("reads a phone number in E.164, a national one in the question's country", () => {
    expect(readWith("prefill.phone=06%2012%2034%2056%2078")).toEqual({ phone: "+33612345678" });
    expect(readWith("prefill.phone=%2B44%2020%207946%200958")).toEqual({
      phone: "+442079460958",
    });
  });

  it("leaves out a number no country gives out, and any without the phone reader", () => {
    expect(readWith("prefill.phone=0612")).toEqual({});
    expect(readWith("prefill.phone=call%20me")).toEqual({});
    const withoutReader = readPrefilledAnswers(
      questions,
      new URLSearchParams("prefill.phone=%2B33612345678"),
    );
    expect(withoutReader).toEqual({});
  });

  it("never ticks a consent: agreeing is the respondent's to do", () => {
    expect(readWith("prefill.terms=I%20accept")).toEqual({});
    expect(canPrefill("consent")).toBe(false);
    expect(canPrefill("phone")).toBe(true);
  });
});

describe("toPrefillQuery", () => {
  it("is empty without answers", () => {
    expect(toPrefillQuery({ name: "", extras: [] })).toBe("");
  });

  it("repeats a checkbox's parameter per ticked option", () => {
    expect(toPrefillQuery({ extras: ["Tea", "Cake"] })).toBe(
      "?prefill.extras=Tea&prefill.extras=Cake",
    );
  });
});

describe("canPrefill", () => {
  it("says which types a link can fill", () => {
    expect(canPrefill("checkbox")).toBe(true);
    expect(canPrefill("file")).toBe(false);
    expect(canPrefill("matrix")).toBe(false);
    expect(canPrefill("section")).toBe(false);
  });
});
