import type { FormDraftInput } from "./builder-schemas";

/** A ready-made form the gallery offers: a copy of `form` becomes the user's draft. */
export type FormTemplate = {
  id: string;
  name: string;
  /** One line for the gallery card. */
  summary: string;
  form: FormDraftInput;
};
