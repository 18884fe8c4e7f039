import {
  createRegexFormSchema,
  isPatternTypeLocked,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_MAX_LENGTH_MAX,
  REGEX_MAX_LENGTH_MIN,
  REGEX_MESSAGES,
  REGEX_TITLE_MAX,
  type RegexForm as RegexFormOutput,
  type RegexPattern,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock } from "lucide-react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useCreateRegexPattern } from "../../api/create-regex-pattern";
import { useUpdateRegexPattern } from "../../api/update-regex-pattern";
import { MAX_LENGTH_TOAST_ID, useRegexPreset } from "../../hooks/use-regex-preset";
import { useStickyDirty } from "../../hooks/use-sticky-dirty";
import { isRegexSyntaxValid } from "../../utils/is-regex-syntax-valid";
import {
  EMPTY_REGEX_FORM,
  findRegexChanges,
  getPresetRegex,
  type RegexFormValues,
  toRegexFormValues,
} from "../../utils/regex-form-values";
import { PATTERN_TYPE_LABELS, PatternTypeSelect } from "./pattern-type-select";

const schema = createRegexFormSchema(isRegexSyntaxValid);
const resolver = zodResolver(schema) as Resolver<RegexFormValues, unknown, RegexFormOutput>;
const SERVER_FIELDS = { title: "title", regex: "regex", errorMessage: "errorMessage" } as const;

type RegexFormProps = {
  /** The stored pattern when editing; creating otherwise. */
  pattern?: RegexPattern;
  returnTo: string;
  onSaved: () => void;
};

export function RegexForm({ pattern, returnTo, onSaved }: RegexFormProps) {
  const isEditing = pattern !== undefined;
  const form = useForm<RegexFormValues, unknown, RegexFormOutput>({
    resolver,
    mode: "onChange",
    defaultValues: pattern ? toRegexFormValues(pattern) : EMPTY_REGEX_FORM,
  });
  const { register, control, handleSubmit, setError, watch, formState } = form;
  const { errors, isDirty } = formState;
  const hasChanged = useStickyDirty(isDirty);
  const { onPatternTypeChange, onMaxLengthChange } = useRegexPreset(form);
  const createPattern = useCreateRegexPattern();
  const updatePattern = useUpdateRegexPattern();
  const isSaving = createPattern.isPending || updatePattern.isPending;

  const patternType = watch("patternType");
  const isLocked = isPatternTypeLocked(patternType);
  const preset = getPresetRegex(patternType, watch("maxLength"));
  const presetProblem = preset && !preset.ok && !errors.maxLength ? preset.message : undefined;

  const onSaveError = (fallback: string) => (error: unknown) => {
    applyFieldErrors(error, setError, SERVER_FIELDS);
    toast.error(getErrorMessage(error, fallback));
  };

  const onValid = (values: RegexFormOutput) => {
    if (presetProblem) {
      toast.warning(presetProblem, { id: MAX_LENGTH_TOAST_ID });
      return;
    }
    if (!pattern) {
      createPattern.mutate(values, {
        onSuccess: ({ message }) => {
          toast.success(message || "Regex pattern created successfully");
          onSaved();
        },
        onError: onSaveError("Failed to create regex pattern"),
      });
      return;
    }
    const changes = findRegexChanges(pattern, values);
    if (Object.keys(changes).length === 0) {
      toast.info(REGEX_MESSAGES.noChanges);
      return;
    }
    updatePattern.mutate(
      { _id: pattern._id, ...changes },
      {
        onSuccess: ({ message }) => {
          toast.success(message || "Regex pattern updated successfully");
          onSaved();
        },
        onError: onSaveError("Failed to update regex pattern"),
      },
    );
  };

  const onInvalid = (invalid: typeof errors) => {
    if (invalid.maxLength) {
      toast.warning(REGEX_MESSAGES.maxLengthOutOfRange, { id: MAX_LENGTH_TOAST_ID });
    }
  };

  const maxLength = register("maxLength", {
    onChange: (event: { target: { value: string } }) => onMaxLengthChange(event.target.value),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-6">
      <FormField
        label="Title"
        error={errors.title?.message}
        hint="Form owners pick the pattern by this name."
      >
        {(field) => (
          <Input
            {...field}
            {...register("title")}
            autoComplete="off"
            maxLength={REGEX_TITLE_MAX}
            placeholder="e.g. Employee ID"
          />
        )}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label="Pattern Type"
          hint="A preset fills in the Regex field. Other or None lets you write your own."
        >
          {(field) => (
            <Controller
              control={control}
              name="patternType"
              render={({ field: { value, onChange, onBlur } }) => (
                <PatternTypeSelect
                  {...field}
                  value={value}
                  onBlur={onBlur}
                  onChange={(type) => {
                    onChange(type);
                    onPatternTypeChange(type);
                  }}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label="Max Length"
          error={errors.maxLength?.message ?? presetProblem}
          hint={`Optional, ${REGEX_MAX_LENGTH_MIN} to ${REGEX_MAX_LENGTH_MAX}. With a pattern type it caps the answer's length.`}
        >
          {(field) => (
            <Input
              {...field}
              {...maxLength}
              type="number"
              inputMode="numeric"
              min={REGEX_MAX_LENGTH_MIN}
              max={REGEX_MAX_LENGTH_MAX}
              step={1}
              placeholder="No limit"
            />
          )}
        </FormField>
      </div>

      <FormField
        label="Regex"
        error={errors.regex?.message}
        labelAside={
          isLocked && (
            <span className="flex items-center gap-1 text-muted-foreground text-xs">
              <Lock aria-hidden="true" className="size-3" />
              Set by {PATTERN_TYPE_LABELS[patternType]}
            </span>
          )
        }
        hint={
          isLocked
            ? "Filled in by the pattern type. Choose Other or None to write your own."
            : "Write it as /pattern/flags, e.g. /^[A-Z]{3}-[0-9]{4}$/i. Flags: g, i, m, s, u, y."
        }
      >
        {(field) => (
          <Input
            {...field}
            {...register("regex")}
            readOnly={isLocked}
            aria-readonly={isLocked || undefined}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="/^[A-Za-z ]+$/"
            className={isLocked ? "bg-muted font-mono" : "font-mono"}
          />
        )}
      </FormField>

      <FormField
        label="Error Message"
        error={errors.errorMessage?.message}
        hint="Shown to respondents whose answer does not match."
      >
        {(field) => (
          <Textarea
            {...field}
            {...register("errorMessage")}
            rows={3}
            maxLength={REGEX_ERROR_MESSAGE_MAX}
            placeholder="e.g. Enter your employee ID, like ABC-1234"
          />
        )}
      </FormField>

      <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={returnTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSaving || (isEditing && !hasChanged)}>
          {isSaving && <Spinner />}
          {isEditing ? "Update" : "Create"}
        </Button>
      </div>
    </form>
  );
}
