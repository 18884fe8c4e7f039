import { z } from "zod";
import {
  DEFAULT_FORM_TITLE,
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPE_IDS,
  RATING_MAX,
  RATING_MIN,
  TEXT_ANSWER_MAX,
} from "./constants";
import { fileTypeSchema, idSchema, regexValidationSchema } from "./entities";
import { BUILDER_MESSAGES } from "./messages";
import { isChoiceType, isFreeTextType, normalizeQuestionForSave } from "./question-types";
import { storableString } from "./storable-text";

// The builder's rules (SPEC §5) as the schema of the form the builder saves: the web
// app checks a draft with it before saving, the server validates POST/PUT /forms with it.

type QuestionFields = {
  questionType: (typeof QUESTION_TYPE_IDS)[number];
  correctAnswer: string[];
  options: string[];
  maxRating: number | null;
};

function checkQuestionRules(question: QuestionFields, ctx: z.RefinementCtx): void {
  const { questionType, correctAnswer, options, maxRating } = question;
  const report = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: "custom", message, path });

  if (isChoiceType(questionType)) {
    if (options.length === 0) report(BUILDER_MESSAGES.optionsRequired, ["options"]);
    options.forEach((option, index) => {
      if (option === "") report(BUILDER_MESSAGES.optionBlank, ["options", index]);
    });
    if (new Set(options).size !== options.length) {
      report(BUILDER_MESSAGES.optionsNotUnique, ["options"]);
    }
    if (correctAnswer.some((answer) => !options.includes(answer))) {
      report(BUILDER_MESSAGES.correctAnswerNotAnOption, ["correctAnswer"]);
    }
  }
  const isSingleAnswer = questionType === "multipleChoice" || isFreeTextType(questionType);
  if (isSingleAnswer && correctAnswer.length > 1) {
    report(BUILDER_MESSAGES.singleCorrectAnswer, ["correctAnswer"]);
  }
  const isRatingInRange = maxRating !== null && maxRating >= RATING_MIN && maxRating <= RATING_MAX;
  if (questionType === "rating" && !isRatingInRange) {
    report(BUILDER_MESSAGES.ratingOutOfRange, ["maxRating"]);
  }
}

export const questionDraftSchema = z
  .object({
    key: storableString().max(64).optional(),
    _id: idSchema.optional(),
    questionType: z.enum(QUESTION_TYPE_IDS, { error: BUILDER_MESSAGES.questionTypeInvalid }),
    questionText: storableString({ error: BUILDER_MESSAGES.questionTitleRequired })
      .trim()
      .min(1, BUILDER_MESSAGES.questionTitleRequired)
      .max(QUESTION_TEXT_MAX, BUILDER_MESSAGES.questionTextTooLong),
    required: z.boolean().default(false),
    correctAnswer: z
      .array(storableString().trim().max(TEXT_ANSWER_MAX, BUILDER_MESSAGES.correctAnswerTooLong))
      .max(MAX_OPTIONS, BUILDER_MESSAGES.tooManyOptions)
      .default([]),
    validations: z
      .object({
        regex: regexValidationSchema.nullable().optional(),
        fileType: fileTypeSchema.optional(),
      })
      .default({}),
    options: z
      .array(storableString().trim().max(OPTION_TEXT_MAX, BUILDER_MESSAGES.optionTooLong))
      .max(MAX_OPTIONS, BUILDER_MESSAGES.tooManyOptions)
      .default([]),
    maxRating: z.number().int(BUILDER_MESSAGES.ratingOutOfRange).nullable().default(null),
  })
  .superRefine(checkQuestionRules)
  .transform(normalizeQuestionForSave);

function findDuplicateIdIndex(questions: readonly { _id?: string }[]): number {
  const seen = new Set<string>();
  return questions.findIndex(({ _id }) => {
    if (_id === undefined) return false;
    if (seen.has(_id)) return true;
    seen.add(_id);
    return false;
  });
}

export const formDraftSchema = z
  .object({
    title: storableString({ error: BUILDER_MESSAGES.titleRequired })
      .trim()
      .min(1, BUILDER_MESSAGES.titleRequired)
      .max(FORM_TITLE_MAX, BUILDER_MESSAGES.titleTooLong),
    description: storableString()
      .trim()
      .max(FORM_DESCRIPTION_MAX, BUILDER_MESSAGES.descriptionTooLong)
      .default(""),
    isPublic: z.boolean().optional(),
    questions: z
      .array(questionDraftSchema, { error: BUILDER_MESSAGES.questionsRequired })
      .min(1, BUILDER_MESSAGES.questionsRequired)
      .max(MAX_QUESTIONS, BUILDER_MESSAGES.tooManyQuestions),
  })
  .superRefine((form, ctx) => {
    const index = findDuplicateIdIndex(form.questions);
    if (index >= 0) {
      ctx.addIssue({
        code: "custom",
        message: BUILDER_MESSAGES.questionIdsNotUnique,
        path: ["questions", index, "_id"],
      });
    }
  });

// The preview and the CSV file name fall back to 'Untitled Form'.
export function formatFormTitle(title: string): string {
  return title.trim() || DEFAULT_FORM_TITLE;
}

export type QuestionDraftInput = z.input<typeof questionDraftSchema>;
export type SavedQuestion = z.output<typeof questionDraftSchema>;
export type FormDraftInput = z.input<typeof formDraftSchema>;
export type FormDraft = z.output<typeof formDraftSchema>;
