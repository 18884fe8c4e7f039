/** Every query of the responses screens lives under this key. */
export const RESPONSES_QUERY_KEY = ["responses"] as const;

export const formResponsesKey = (formId: string) =>
  [...RESPONSES_QUERY_KEY, "form", formId] as const;
