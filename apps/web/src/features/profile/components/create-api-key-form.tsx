import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
  createApiKeyBodySchema,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { type FieldControlProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RadioCardFieldset } from "@/components/ui/radio-card-fieldset";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useCreateApiKey } from "../api/create-api-key";

export const SCOPE_LABELS: Record<ApiKeyScope, { title: string; detail: string }> = {
  read: { title: "Read", detail: "List and read forms, list, summarise and export responses." },
  "read-write": { title: "Read and write", detail: "Also create and update forms." },
};

const NEVER = "never";
const EXPIRY_LABELS: Record<string, string> = {
  [NEVER]: "Never",
  "7": "In 7 days",
  "30": "In 30 days",
  "90": "In 90 days",
  "365": "In a year",
};

type ExpirySelectProps = {
  control: FieldControlProps;
  /** Days until the key expires, null for never. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
};

function ExpirySelect({ control, value, onChange, onBlur }: ExpirySelectProps) {
  return (
    <Select
      value={value === null ? NEVER : String(value)}
      onValueChange={(next) => onChange(next === NEVER ? null : Number(next))}
    >
      <SelectTrigger {...control} onBlur={onBlur} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {[NEVER, ...API_KEY_EXPIRY_DAYS.map(String)].map((days) => (
          <SelectItem key={days} value={days}>
            {EXPIRY_LABELS[days]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type ScopeFieldProps = {
  registration: UseFormRegisterReturn<"scope">;
  error?: string;
};

/** What the key may do, as radio cards. */
function ScopeField({ registration, error }: ScopeFieldProps) {
  return (
    <RadioCardFieldset legend="Access" error={error}>
      {API_KEY_SCOPES.map((scope) => (
        <label
          key={scope}
          className="flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary/60 has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/30"
        >
          <input
            type="radio"
            value={scope}
            {...registration}
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)] focus-visible:outline-none"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{SCOPE_LABELS[scope].title}</span>
            <span className="text-muted-foreground">{SCOPE_LABELS[scope].detail}</span>
          </span>
        </label>
      ))}
    </RadioCardFieldset>
  );
}

/** Name, scope and expiry of a new key; the created key goes to `onCreated` to be shown once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createApiKeyBodySchema),
    defaultValues: { name: "", scope: "read", expiresInDays: null },
  });
  const create = useCreateApiKey();

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        reset();
        onCreated(created);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, {
          name: "name",
          scope: "scope",
          expiresInDays: "expiresInDays",
        });
        toast.error(getErrorMessage(error, "The key could not be created"));
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          error={errors.name?.message}
          hint="Where the key is used, e.g. “Nightly export”."
        >
          {(control) => <Input {...control} {...register("name")} maxLength={API_KEY_NAME_MAX} />}
        </FormField>
        <FormField label="Expires" error={errors.expiresInDays?.message}>
          {(fieldControl) => (
            <Controller
              control={control}
              name="expiresInDays"
              render={({ field }) => (
                <ExpirySelect
                  control={fieldControl}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <ScopeField registration={register("scope")} error={errors.scope?.message} />
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={create.isPending}
      >
        {create.isPending && <Spinner />}
        Create key
      </Button>
    </form>
  );
}
