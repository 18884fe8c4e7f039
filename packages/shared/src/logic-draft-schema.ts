import { z } from "zod";
import {
  LOGIC_MATCHES,
  LOGIC_OPERATORS,
  MAX_CONDITIONS,
  NUMBER_ANSWER_LIMIT,
  TEXT_ANSWER_MAX,
} from "./constants";
import { LOGIC_MESSAGES } from "./messages";
import { storableString } from "./storable-text";

// Logic as the builder sends it: a condition names an earlier item by its key in the builder
// (its _id once stored), a hidden field ("hidden:<name>") or a variable ("var:<name>"); the
// server turns keys into the ids it gives new questions. Questions and endings share it.

const LOGIC_REFERENCE_MAX = 80;

export const logicValueSchema = z.union([
  z.string().max(TEXT_ANSWER_MAX),
  z.number().min(-NUMBER_ANSWER_LIMIT).max(NUMBER_ANSWER_LIMIT),
]);

export const logicDraftSchema = z.object({
  match: z.enum(LOGIC_MATCHES),
  conditions: z
    .array(
      z.object({
        questionId: storableString().min(1).max(LOGIC_REFERENCE_MAX),
        operator: z.enum(LOGIC_OPERATORS),
        value: logicValueSchema.optional(),
      }),
    )
    .min(1, LOGIC_MESSAGES.conditionsRequired)
    .max(MAX_CONDITIONS, LOGIC_MESSAGES.tooManyConditions),
});
