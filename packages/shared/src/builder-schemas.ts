import { z } from "zod";
import {
  DEFAULT_FORM_TITLE,
  FEEDBACK_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  IMAGE_CHOICE_MAX_OPTIONS,
  MATRIX_MAX_ROWS,
  MAX_QUESTIONS,
  NUMBER_ANSWER_LIMIT,
  OPTION_IMAGE_ALT_MAX,
  OPTION_TEXT_MAX,
  OPTIONS_LIST_MAX,
  POINTS_DEFAULT,
  POINTS_MAX,
  POINTS_MIN,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPE_IDS,
  SCALE_LABEL_MAX,
  SCALE_PRESETS,
  TEXT_ANSWER_MAX,
} from "./constants";
import { addressPartsSchema, fileTypeSchema, idSchema, regexValidationSchema } from "./entities";
import { findLogicIssues } from "./form-logic";
import { formSettingsInputSchema } from "./form-settings";
import { hiddenFieldsSchema } from "./hidden-field-schemas";
import { logicDraftSchema } from "./logic-draft-schema";
import { BUILDER_MESSAGES } from "./messages";
import { checkQuestionRules } from "./question-rules";
import { normalizeQuestionForSave } from "./question-types";
import { storableString } from "./storable-text";

// The builder's rules (SPEC §5) as the schema of the form the builder saves: the web
// app checks a draft with it before saving, the server validates POST/PUT /forms with it.

// The owner's bounds, with messages the builder shows beside the field.
const numberBound = z
  .number({ error: BUILDER_MESSAGES.numberBoundInvalid })
  .min(-NUMBER_ANSWER_LIMIT, BUILDER_MESSAGES.numberBoundInvalid)
  .max(NUMBER_ANSWER_LIMIT, BUILDER_MESSAGES.numberBoundInvalid);
const dateBound = z.iso.date({ error: BUILDER_MESSAGES.dateBoundInvalid });
const lengthBound = z
  .number({ error: BUILDER_MESSAGES.lengthBoundInvalid })
  .int(BUILDER_MESSAGES.lengthBoundInvalid)
  .min(0, BUILDER_MESSAGES.lengthBoundInvalid)
  .max(TEXT_ANSWER_MAX, BUILDER_MESSAGES.lengthBoundInvalid);

const QUESTION_KEY_MAX = 64;
// A key, an id, or "hidden:" and a hidden field's name.
const feedbackText = storableString().trim().max(FEEDBACK_MAX, BUILDER_MESSAGES.feedbackTooLong);

export const questionDraftSchema = z
  .object({
    key: storableString().max(QUESTION_KEY_MAX).optional(),
    _id: idSchema.optional(),
    questionType: z.enum(QUESTION_TYPE_IDS, { error: BUILDER_MESSAGES.questionTypeInvalid }),
    questionText: storableString({ error: BUILDER_MESSAGES.questionTitleRequired })
      .trim()
      .min(1, BUILDER_MESSAGES.questionTitleRequired)
      .max(QUESTION_TEXT_MAX, BUILDER_MESSAGES.questionTextTooLong),
    required: z.boolean().default(false),
    correctAnswer: z
      .array(storableString().trim().max(TEXT_ANSWER_MAX, BUILDER_MESSAGES.correctAnswerTooLong))
      .max(OPTIONS_LIST_MAX, BUILDER_MESSAGES.tooManyOptions)
      .default([]),
    validations: z
      .object({
        regex: regexValidationSchema.nullable().optional(),
        fileType: fileTypeSchema.optional(),
        min: numberBound.optional(),
        max: numberBound.optional(),
        integer: z.boolean().optional(),
        minDate: dateBound.optional(),
        maxDate: dateBound.optional(),
        minLength: lengthBound.optional(),
        maxLength: lengthBound.optional(),
        multiple: z.boolean().optional(),
        defaultCountry: z
          .string()
          .regex(/^[A-Z]{2}$/, BUILDER_MESSAGES.countryInvalid)
          .optional(),
        addressParts: addressPartsSchema.optional(),
      })
      .default({}),
    // The per-type bounds are checked below, with the type's own message.
    options: z
      .array(storableString().trim().max(OPTION_TEXT_MAX, BUILDER_MESSAGES.optionTooLong))
      .max(OPTIONS_LIST_MAX, BUILDER_MESSAGES.tooManyOptions)
      .default([]),
    // An image choice's picture per option; lined up with the options when saved.
    optionImages: z
      .array(
        z.object({
          imageId: z.uuid({ error: BUILDER_MESSAGES.optionImageInvalid }).nullable().default(null),
          alt: storableString()
            .trim()
            .max(OPTION_IMAGE_ALT_MAX, BUILDER_MESSAGES.optionImageAltTooLong)
            .default(""),
        }),
      )
      .max(IMAGE_CHOICE_MAX_OPTIONS, BUILDER_MESSAGES.optionImagesMismatch)
      .default([]),
    maxRating: z.number().int(BUILDER_MESSAGES.ratingOutOfRange).nullable().default(null),
    rows: z
      .array(storableString().trim().max(OPTION_TEXT_MAX, BUILDER_MESSAGES.optionTooLong))
      .max(MATRIX_MAX_ROWS, BUILDER_MESSAGES.tooManyRows)
      .default([]),
    scaleMin: z.number().int(BUILDER_MESSAGES.scaleMinInvalid).nullable().default(null),
    scaleMax: z.number().int(BUILDER_MESSAGES.scaleMaxInvalid).nullable().default(null),
    scaleMinLabel: storableString()
      .trim()
      .max(SCALE_LABEL_MAX, BUILDER_MESSAGES.scaleLabelTooLong)
      .default(""),
    scaleMaxLabel: storableString()
      .trim()
      .max(SCALE_LABEL_MAX, BUILDER_MESSAGES.scaleLabelTooLong)
      .default(""),
    scalePreset: z.enum(SCALE_PRESETS).nullable().default(null),
    description: storableString()
      .trim()
      .max(QUESTION_DESCRIPTION_MAX, BUILDER_MESSAGES.sectionDescriptionTooLong)
      .default(""),
    logic: logicDraftSchema.nullable().default(null),
    points: z
      .number({ error: BUILDER_MESSAGES.pointsOutOfRange })
      .int(BUILDER_MESSAGES.pointsOutOfRange)
      .min(POINTS_MIN, BUILDER_MESSAGES.pointsOutOfRange)
      .max(POINTS_MAX, BUILDER_MESSAGES.pointsOutOfRange)
      .default(POINTS_DEFAULT),
    feedback: z
      .object({ correct: feedbackText.default(""), incorrect: feedbackText.default("") })
      .nullable()
      .default(null),
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
    // Versioned with the questions. Absent: the form keeps its current ones (a new form has none).
    hiddenFields: hiddenFieldsSchema.optional(),
    // Absent: the form keeps its settings (a new form takes the defaults).
    settings: formSettingsInputSchema.optional(),
  })
  .superRefine((form, ctx) => {
    for (const issue of findLogicIssues(form.questions, form.hiddenFields)) {
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: ["questions", issue.index, "logic", "conditions", issue.conditionIndex],
      });
    }
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
