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
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { useCreateApiKey } from "../api/create-api-key";
import { profileFormErrorText } from "../utils/profile-form-error-text";
import { ApiKeyWorkspaceSelect } from "./api-key-workspace-select";

export const SCOPE_LABELS: Record<ApiKeyScope, { title: AppTextId; detail: AppTextId }> = {
  read: { title: "profile.createApiKey.readTitle", detail: "profile.createApiKey.readDetail" },
  "read-write": {
    title: "profile.createApiKey.readWriteTitle",
    detail: "profile.createApiKey.readWriteDetail",
  },
};

const NEVER = "never";
type ExpiryChoice = typeof NEVER | `${(typeof API_KEY_EXPIRY_DAYS)[number]}`;
const EXPIRY_LABELS: Record<ExpiryChoice, AppTextId> = {
  [NEVER]: "profile.createApiKey.neverExpires",
  "7": "profile.createApiKey.expiresIn7Days",
  "30": "profile.createApiKey.expiresIn30Days",
  "90": "profile.createApiKey.expiresIn90Days",
  "365": "profile.createApiKey.expiresIn365Days",
};
const EXPIRY_CHOICES: ExpiryChoice[] = [
  NEVER,
  ...API_KEY_EXPIRY_DAYS.map((days): ExpiryChoice => `${days}`),
];

type ExpirySelectProps = {
  control: FieldControlProps;
  /** Days until the key expires, null for never. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
};

function ExpirySelect({ control, value, onChange, onBlur }: ExpirySelectProps) {
  const t = useAppText();
  return (
    <Select
      value={value === null ? NEVER : String(value)}
      onValueChange={(next) => onChange(next === NEVER ? null : Number(next))}
    >
      <SelectTrigger {...control} onBlur={onBlur} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {EXPIRY_CHOICES.map((days) => (
          <SelectItem key={days} value={days}>
            {t(EXPIRY_LABELS[days])}
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
  const t = useAppText();
  return (
    <RadioCardFieldset
      legend={t("profile.createApiKey.access")}
      error={profileFormErrorText(t, error)}
    >
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
            <span className="font-medium">{t(SCOPE_LABELS[scope].title)}</span>
            <span className="text-muted-foreground">{t(SCOPE_LABELS[scope].detail)}</span>
          </span>
        </label>
      ))}
    </RadioCardFieldset>
  );
}

/**
 * Name, expiry, workspace and scope of a new key; the created key goes to `onCreated` to be shown
 * once.
 */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const t = useAppText();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createApiKeyBodySchema),
    defaultValues: { name: "", scope: "read", expiresInDays: null, workspaceId: null },
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
          workspaceId: "workspaceId",
        });
        toast.error(getErrorMessage(error, t("profile.createApiKey.failed")));
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t("profile.createApiKey.name")}
          error={profileFormErrorText(t, errors.name?.message)}
          hint={t("profile.createApiKey.nameHint")}
        >
          {(control) => <Input {...control} {...register("name")} maxLength={API_KEY_NAME_MAX} />}
        </FormField>
        <FormField
          label={t("profile.createApiKey.expires")}
          error={profileFormErrorText(t, errors.expiresInDays?.message)}
        >
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
        <FormField
          label={t("roles.apiKeys.workspace")}
          error={profileFormErrorText(t, errors.workspaceId?.message)}
          hint={t("roles.apiKeys.workspaceHint")}
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="workspaceId"
              render={({ field }) => (
                <ApiKeyWorkspaceSelect
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
        {t("profile.createApiKey.submit")}
      </Button>
    </form>
  );
}
