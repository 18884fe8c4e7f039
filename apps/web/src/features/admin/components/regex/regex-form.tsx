import {
  createRegexFormSchema,
  isPatternTypeLocked,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_TITLE_MAX,
  type RegexForm as RegexFormOutput,
  type RegexPattern,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useRegexPreset } from "../../hooks/use-regex-preset";
import { useSaveRegexPattern } from "../../hooks/use-save-regex-pattern";
import { useStickyDirty } from "../../hooks/use-sticky-dirty";
import { adminFormErrorText } from "../../utils/admin-form-error-text";
import { isRegexSyntaxValid } from "../../utils/is-regex-syntax-valid";
import {
  EMPTY_REGEX_FORM,
  type RegexFormValues,
  toRegexFormValues,
} from "../../utils/regex-form-values";
import { PatternTypeFields } from "./pattern-type-fields";
import { RegexField } from "./regex-field";

const schema = createRegexFormSchema(isRegexSyntaxValid);
const resolver = zodResolver(schema) as Resolver<RegexFormValues, unknown, RegexFormOutput>;

type RegexFormProps = {
  /** The stored pattern when editing; creating otherwise. */
  pattern?: RegexPattern;
  returnTo: string;
  onSaved: () => void;
};

export function RegexForm({ pattern, returnTo, onSaved }: RegexFormProps) {
  const t = useAppText();
  const isEditing = pattern !== undefined;
  const form = useForm<RegexFormValues, unknown, RegexFormOutput>({
    resolver,
    mode: "onChange",
    defaultValues: pattern ? toRegexFormValues(pattern) : EMPTY_REGEX_FORM,
  });
  const { register, control, handleSubmit, setError, watch, formState } = form;
  const { errors, isDirty } = formState;
  const hasChanged = useStickyDirty(isDirty);
  const { onPatternTypeChange, maxLength, presetProblem, onInvalid } = useRegexPreset(form);

  const patternType = watch("patternType");
  const isLocked = isPatternTypeLocked(patternType);

  const { save, isSaving } = useSaveRegexPattern({ pattern, presetProblem, setError, onSaved });

  return (
    <form noValidate onSubmit={handleSubmit(save, onInvalid)} className="grid gap-6">
      <FormField
        label={t("admin.regexForm.titleLabel")}
        error={adminFormErrorText(t, errors.title?.message)}
        hint={t("admin.regexForm.titleHint")}
      >
        {(field) => (
          <Input
            {...field}
            {...register("title")}
            autoComplete="off"
            maxLength={REGEX_TITLE_MAX}
            placeholder={t("admin.regexForm.titlePlaceholder")}
          />
        )}
      </FormField>

      <PatternTypeFields
        control={control}
        maxLength={maxLength}
        maxLengthError={adminFormErrorText(t, errors.maxLength?.message ?? presetProblem)}
        onPatternTypeChange={onPatternTypeChange}
      />

      <RegexField
        patternType={patternType}
        isLocked={isLocked}
        error={adminFormErrorText(t, errors.regex?.message)}
        registration={register("regex")}
      />

      <FormField
        label={t("admin.regexForm.errorMessageLabel")}
        error={adminFormErrorText(t, errors.errorMessage?.message)}
        hint={t("admin.regexForm.errorMessageHint")}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register("errorMessage")}
            rows={3}
            maxLength={REGEX_ERROR_MESSAGE_MAX}
            placeholder={t("admin.regexForm.errorMessagePlaceholder")}
          />
        )}
      </FormField>

      <RegexFormActions
        returnTo={returnTo}
        isSaving={isSaving}
        isDisabled={isSaving || (isEditing && !hasChanged)}
        submitLabel={isEditing ? t("admin.regexForm.update") : t("admin.regexForm.create")}
      />
    </form>
  );
}

type RegexFormActionsProps = {
  returnTo: string;
  isSaving: boolean;
  isDisabled: boolean;
  submitLabel: string;
};

function RegexFormActions({ returnTo, isSaving, isDisabled, submitLabel }: RegexFormActionsProps) {
  const t = useAppText();
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
      <Button asChild variant="outline">
        <Link to={returnTo}>{t("admin.regexForm.cancel")}</Link>
      </Button>
      <Button type="submit" disabled={isDisabled}>
        {isSaving && <Spinner />}
        {submitLabel}
      </Button>
    </div>
  );
}
