import { z } from "zod";
import { HIDDEN_FIELD_NAME_MAX, HIDDEN_FIELD_VALUE_MAX, HIDDEN_FIELDS_MAX } from "./constants";
import { readHiddenFieldReference } from "./hidden-field-reference";
import { HIDDEN_FIELD_NAME_PATTERN, isHiddenFieldValue } from "./hidden-fields";
import { HIDDEN_FIELD_MESSAGES } from "./messages";

// The rules of hidden-fields.ts as schemas, for the builder's draft and the submission.

export const hiddenFieldNameSchema = z
  .string()
  .trim()
  .min(1, HIDDEN_FIELD_MESSAGES.nameRequired)
  .max(HIDDEN_FIELD_NAME_MAX, HIDDEN_FIELD_MESSAGES.nameTooLong)
  .regex(HIDDEN_FIELD_NAME_PATTERN, HIDDEN_FIELD_MESSAGES.nameInvalid);

/** The names a version declares: at most HIDDEN_FIELDS_MAX, each once. */
export const hiddenFieldsSchema = z
  .array(hiddenFieldNameSchema)
  .max(HIDDEN_FIELDS_MAX, HIDDEN_FIELD_MESSAGES.tooMany)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (seen.has(name)) {
        ctx.addIssue({ code: "custom", message: HIDDEN_FIELD_MESSAGES.nameTaken, path: [index] });
      }
      seen.add(name);
    });
  });

export const hiddenFieldValueSchema = z
  .string()
  .max(HIDDEN_FIELD_VALUE_MAX, HIDDEN_FIELD_MESSAGES.valueTooLong)
  .refine(isHiddenFieldValue, HIDDEN_FIELD_MESSAGES.valueNotText);

/** "hidden:<name>", as a stored condition refers to a hidden field. */
export const hiddenFieldReferenceSchema = z.string().refine((reference) => {
  const name = readHiddenFieldReference(reference);
  return name !== null && hiddenFieldNameSchema.safeParse(name).data === name;
});
