/** Every query of the responses screens lives under this key. */
export const RESPONSES_QUERY_KEY = ["responses"] as const;

export const formResponsesKey = (formId: string) =>
  [...RESPONSES_QUERY_KEY, "form", formId] as const;

/** The dashboard's forms, whose response counts a delete changes (the same key it owns). */
export const FORMS_QUERY_KEY = ["forms"] as const;
