import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import { authRuleText } from "./auth-rule-text";

/**
 * The form's resolver, with the shared schemas' rule messages said in the app's language. The
 * form's fields (and the shared password fields) show the message as they get it.
 */
export function withAuthRuleTexts<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors) as (FieldError | undefined)[]) {
      if (typeof error?.message === "string") error.message = authRuleText(error.message);
    }
    return result;
  };
}
