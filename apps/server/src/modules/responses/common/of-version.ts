import { and, eq } from "drizzle-orm";
import { responses } from "../../../db/schema.js";

/** The responses to one version of a form. */
export const ofVersion = (formId: string, version: number) =>
  and(eq(responses.formId, formId), eq(responses.formVersion, version));
