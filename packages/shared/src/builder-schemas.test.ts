import { describe, expect, it } from "vitest";
import { formatFormTitle, formDraftSchema, questionDraftSchema } from "./builder-schemas";
import { mapIssuesToFieldErrors } from "./zod-errors";

const textQuestion = { questionType: "text", questionText: "What is your name?", required: true };
const validForm = { title: "Survey", description: "", questions: [textQuestion] };

function formErrors(value: unknown): Record<string, string> {
  return mapIssuesToFieldErrors(formDraftSchema.safeParse(value).error?.issues ?? []);
}

function questionErrors(question: Record<string, unknown>): Record<string, string> {
  return mapIssuesToFieldErrors(questionDraftSchema.safeParse(question).error?.issues ?? []);
}

describe("formDraftSchema", () => {
  it("accepts a minimal form and fills the defaults", () => {
    expect(formDraftSchema.parse({ title: "Survey", questions: [textQuestion] })).toEqual({
      title: "Survey",
      description: "",
      questions: [
        {
          ...textQuestion,
          correctAnswer: [],
          validations: { regex: null },
          options: [],
          optionImages: [],
          maxRating: null,
          rows: [],
          scaleMin: null,
          scaleMax: null,
          scaleMinLabel: "",
          scaleMaxLabel: "",
          scalePreset: null,
          description: "",
          logic: null,
          points: 1,
          feedback: null,
        },
      ],
    });
  });

  it("requires a non-blank title", () => {
    for (const title of ["", "   ", undefined]) {
      expect(formErrors({ ...validForm, title }).title).toBe("Please add a title to your form");
    }
  });

  it("requires every question to have a non-blank title", () => {
    const questions = [textQuestion, { ...textQuestion, questionText: "  " }];
    expect(formErrors({ ...validForm, questions })).toEqual({
      "questions.1.questionText": "All questions must have a title",
    });
  });

  it("requires at least one question", () => {
    expect(formErrors({ ...validForm, questions: [] }).questions).toBe(
      "Forms must have at least one question",
    );
    expect(formErrors({ title: "Survey" }).questions).toBe("Forms must have at least one question");
  });

  it("accepts 200 questions and rejects 201", () => {
    expect(formErrors({ ...validForm, questions: Array(200).fill(textQuestion) })).toEqual({});
    expect(formErrors({ ...validForm, questions: Array(201).fill(textQuestion) }).questions).toBe(
      "Forms can have at most 200 questions",
    );
  });

  it("caps the title at 200 and the description at 2000 characters", () => {
    expect(formErrors({ ...validForm, title: "t".repeat(200) })).toEqual({});
    expect(formErrors({ ...validForm, title: "t".repeat(201) }).title).toBe(
      "Form title must be at most 200 characters",
    );
    expect(formErrors({ ...validForm, description: "d".repeat(2000) })).toEqual({});
    expect(formErrors({ ...validForm, description: "d".repeat(2001) }).description).toBe(
      "Description must be at most 2000 characters",
    );
  });

  it("rejects two questions with the same _id", () => {
    const _id = "0190a6d4-8c3a-7b2e-9f00-123456789abc";
    const questions = [
      { ...textQuestion, _id },
      { ...textQuestion, _id },
    ];
    expect(formErrors({ ...validForm, questions })).toEqual({
      "questions.1._id": "Questions must have unique ids",
    });
  });

  it("trims the title and description", () => {
    const form = formDraftSchema.parse({ ...validForm, title: " Survey ", description: " Hi " });
    expect([form.title, form.description]).toEqual(["Survey", "Hi"]);
  });
});

describe("questionDraftSchema", () => {
  const choice = (questionType: string, options: string[], correctAnswer: string[] = []) => ({
    questionType,
    questionText: "Pick",
    options,
    correctAnswer,
  });

  it("caps the question text at 500 characters", () => {
    expect(questionErrors({ ...textQuestion, questionText: "q".repeat(500) })).toEqual({});
    expect(questionErrors({ ...textQuestion, questionText: "q".repeat(501) }).questionText).toBe(
      "Question text must be at most 500 characters",
    );
  });

  it("rejects an unknown question type", () => {
    expect(questionErrors({ ...textQuestion, questionType: "calendar" }).questionType).toBe(
      "Please choose a question type",
    );
  });

  it("needs at least one option on choice questions", () => {
    for (const type of ["multipleChoice", "checkbox"]) {
      expect(questionErrors(choice(type, [])).options).toBe(
        "Questions must have at least one option",
      );
      expect(questionErrors(choice(type, ["A"]))).toEqual({});
    }
  });

  it("accepts 4 options and rejects 5", () => {
    expect(questionErrors(choice("checkbox", ["A", "B", "C", "D"]))).toEqual({});
    expect(questionErrors(choice("checkbox", ["A", "B", "C", "D", "E"])).options).toBe(
      "Questions can have at most 4 options",
    );
  });

  it("rejects blank, duplicate and over-long options", () => {
    expect(questionErrors(choice("checkbox", ["A", " "]))["options.1"]).toBe(
      "Options cannot be blank",
    );
    expect(questionErrors(choice("checkbox", ["A", "A "])).options).toBe("Options must be unique");
    expect(questionErrors(choice("checkbox", ["o".repeat(200)]))).toEqual({});
    expect(questionErrors(choice("checkbox", ["o".repeat(201)]))["options.0"]).toBe(
      "Options must be at most 200 characters",
    );
  });

  it("requires correct answers to be among the options", () => {
    expect(questionErrors(choice("checkbox", ["A", "B"], ["A", "B"]))).toEqual({});
    expect(questionErrors(choice("checkbox", ["A", "B"], ["C"])).correctAnswer).toBe(
      "Correct answers must be among the options",
    );
    expect(questionErrors(choice("multipleChoice", ["A"], ["a"])).correctAnswer).toBe(
      "Correct answers must be among the options",
    );
  });

  it("allows one correct answer on multiple choice and text questions", () => {
    expect(questionErrors(choice("multipleChoice", ["A", "B"], ["A", "B"])).correctAnswer).toBe(
      "This question can have only one correct answer",
    );
    expect(
      questionErrors({ ...textQuestion, correctAnswer: ["Paris", "Lyon"] }).correctAnswer,
    ).toBe("This question can have only one correct answer");
  });

  it.each([
    [2, false],
    [3, true],
    [10, true],
    [11, false],
    [null, false],
    [5.5, false],
  ])("rating maximum %s is valid: %s", (maxRating, isValid) => {
    const errors = questionErrors({ questionType: "rating", questionText: "Rate", maxRating });
    expect(errors.maxRating).toBe(isValid ? undefined : "Rating maximum must be between 3 and 10");
  });

  it("accepts a regex validation of {title, regex} or none", () => {
    const regex = { title: "Email", regex: "^[a-z]+$" };
    expect(questionErrors({ ...textQuestion, validations: { regex } })).toEqual({});
    expect(questionErrors({ ...textQuestion, validations: { regex: null } })).toEqual({});
    const withoutPattern = { ...textQuestion, validations: { regex: { title: "x" } } };
    expect(Object.keys(questionErrors(withoutPattern))).toEqual(["validations.regex.regex"]);
  });

  it("accepts the file types none, image and pdf only", () => {
    for (const fileType of ["none", "image", "pdf"]) {
      const question = { questionType: "file", questionText: "CV", validations: { fileType } };
      expect(questionErrors(question)).toEqual({});
    }
    const question = { questionType: "file", questionText: "CV", validations: { fileType: "exe" } };
    expect(questionErrors(question)["validations.fileType"]).toBeDefined();
  });

  it("stores only what the type uses", () => {
    const stale = {
      questionType: "text",
      questionText: "Name",
      options: ["Option 1"],
      correctAnswer: [" "],
      maxRating: 5,
      validations: { fileType: "pdf" },
    };
    expect(questionDraftSchema.parse(stale)).toMatchObject({
      options: [],
      correctAnswer: [],
      maxRating: null,
      validations: { regex: null },
    });
  });
});

describe("formatFormTitle", () => {
  it("falls back to 'Untitled Form' for a blank title", () => {
    expect(formatFormTitle("  ")).toBe("Untitled Form");
    expect(formatFormTitle(" Survey ")).toBe("Survey");
  });
});
