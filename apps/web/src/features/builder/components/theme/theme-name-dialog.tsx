import { SAVED_THEME_NAME_MAX, savedThemeNameBodySchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useDialogTexts } from "@/components/ui/dialog-texts";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useAppText } from "@/lib/i18n/use-app-text";
import { themeNameRuleText } from "./saved-theme-texts";

type ThemeNameDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  defaultName?: string;
  isPending: boolean;
  /** The server's refusal (a name taken, the cap reached), shown under the field. */
  refusal: string | undefined;
  onSubmit: (name: string) => void;
};

/** A saved theme's name, checked by the server's own rule; used to save and to rename. */
export function ThemeNameDialog({ isOpen, onOpenChange, ...props }: ThemeNameDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !props.isPending && onOpenChange(open)}>
      <DialogContent>
        {isOpen && <ThemeNameForm {...props} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ThemeNameForm({
  title,
  description,
  submitLabel,
  defaultName = "",
  isPending,
  refusal,
  onSubmit,
  onCancel,
}: Omit<ThemeNameDialogProps, "isOpen" | "onOpenChange"> & { onCancel: () => void }) {
  const t = useAppText();
  const texts = useDialogTexts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(savedThemeNameBodySchema),
    defaultValues: { name: defaultName },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) => !isPending && onSubmit(values.name))}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <FormField
        label={t("builder.theme.saved.nameLabel")}
        error={themeNameRuleText(t, errors.name?.message) ?? refusal}
      >
        {(control) => <Input {...control} {...register("name")} maxLength={SAVED_THEME_NAME_MAX} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          {texts.cancel}
        </Button>
        <Button type="submit" aria-disabled={isPending || undefined}>
          {isPending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
