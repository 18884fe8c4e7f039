import { z } from "zod";
import {
  CALCULATION_OPERATIONS,
  CALCULATION_RULES_MAX,
  CONFIRMATION_MESSAGE_MAX,
  ENDINGS_MAX,
  NUMBER_ANSWER_LIMIT,
  OPTION_TEXT_MAX,
  REDIRECT_URL_MAX,
  VARIABLE_KINDS,
  VARIABLE_NAME_MAX,
  VARIABLE_TEXT_MAX,
  VARIABLES_MAX,
} from "./constants";
import { logicDraftSchema } from "./logic-draft-schema";
import { CALCULATION_MESSAGES } from "./messages";
import { storableString } from "./storable-text";
import { readVariableReference, VARIABLE_NAME_PATTERN } from "./variable-reference";

// The shapes of calculations.ts: a form's variables, the rules its questions apply to them, and
// its endings. Saved with the form's settings; the rules that span fields are in
// calculation-issues.ts.

export const variableNameSchema = storableString()
  .trim()
  .min(1, CALCULATION_MESSAGES.variableNameInvalid)
  .max(VARIABLE_NAME_MAX, CALCULATION_MESSAGES.variableNameInvalid)
  .regex(VARIABLE_NAME_PATTERN, CALCULATION_MESSAGES.variableNameInvalid);

/** "var:<name>", as a condition refers to a variable. */
export const variableReferenceSchema = z.string().refine((reference) => {
  const name = readVariableReference(reference);
  return name !== null && variableNameSchema.safeParse(name).data === name;
});

const numberValueSchema = z.number().min(-NUMBER_ANSWER_LIMIT).max(NUMBER_ANSWER_LIMIT);
const variableValueSchema = z.union([numberValueSchema, storableString().max(VARIABLE_TEXT_MAX)]);

export const formVariableSchema = z.object({
  name: variableNameSchema,
  kind: z.enum(VARIABLE_KINDS),
  start: variableValueSchema,
});

// A choice question's rule belongs to one option (`value` is what the option adds, sets...); a
// number, rating or scale question's rule has no option: the answer itself is the value.
export const calculationRuleSchema = z.object({
  questionId: storableString().min(1).max(80),
  option: storableString().max(OPTION_TEXT_MAX).nullable(),
  variable: variableNameSchema,
  operation: z.enum(CALCULATION_OPERATIONS),
  value: variableValueSchema.nullable(),
});

// Shown instead of the confirmation message when its condition holds (the first that holds);
// the text may show variables as `{{var:<name>}}`; the redirect, when set, replaces the form's.
export const endingSchema = z.object({
  message: storableString().trim().max(CONFIRMATION_MESSAGE_MAX),
  redirectUrl: storableString().trim().max(REDIRECT_URL_MAX).nullable(),
  logic: logicDraftSchema,
});

export const calculationsSchema = z.object({
  variables: z.array(formVariableSchema).max(VARIABLES_MAX),
  rules: z.array(calculationRuleSchema).max(CALCULATION_RULES_MAX),
  endings: z.array(endingSchema).max(ENDINGS_MAX),
});

export type FormVariable = z.infer<typeof formVariableSchema>;
export type CalculationRule = z.infer<typeof calculationRuleSchema>;
export type Ending = z.infer<typeof endingSchema>;
export type Calculations = z.infer<typeof calculationsSchema>;

export const NO_CALCULATIONS: Calculations = { variables: [], rules: [], endings: [] };
