import { type FormTheme, READY_THEMES } from "@formloom/shared";
import { Button } from "@/components/ui/button";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { isSameTheme } from "./same-theme";

type ReadyThemePickerProps = {
  theme: FormTheme | null;
  onPick: (theme: FormTheme | null) => void;
};

/** The product's own look, or one of the six ready-made themes, each a start to adjust. */
export function ReadyThemePicker({ theme, onPick }: ReadyThemePickerProps) {
  const t = useAppText();
  const choices = [
    { id: "none", name: t("builder.theme.none"), theme: null },
    ...READY_THEMES.map((ready) => ({
      ...ready,
      name: t(`builder.theme.ready.${ready.id}` as AppTextId),
    })),
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t("builder.theme.startFrom")}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <Button
            key={choice.id}
            type="button"
            variant="outline"
            aria-pressed={isSameTheme(choice.theme, theme)}
            className="justify-start aria-pressed:border-primary aria-pressed:bg-primary-soft"
            onClick={() => onPick(choice.theme)}
          >
            {choice.theme && (
              <span
                aria-hidden="true"
                className="size-4 rounded-full border"
                style={{ background: choice.theme.light.accent }}
              />
            )}
            {choice.name}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
