import type { ThemePalette } from "@formloom/shared";
import type { ThemeContrastIssue } from "@formloom/shared/theme-contrast";
import type { ThemeScheme } from "@formloom/shared/theme-palette";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

type ThemeContrastListProps = {
  issues: ThemeContrastIssue[];
  onFix: (scheme: ThemeScheme, field: keyof ThemePalette, color: string) => void;
};

/** The colour pairs below WCAG AA, each with the nearest colour that passes, one click away. */
export function ThemeContrastList({ issues, onFix }: ThemeContrastListProps) {
  const t = useAppText();
  if (issues.length === 0) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t("builder.theme.contrastPasses")}
      </p>
    );
  }
  return (
    <div role="status" className="grid gap-2">
      <p className="flex items-center gap-2 font-medium text-destructive text-sm">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {t("builder.theme.contrastFails")}
      </p>
      <ul className="grid gap-2">
        {issues.map((issue) => {
          const scheme = t(`builder.theme.colours.${issue.scheme}` as AppTextId);
          const pair = t(`builder.theme.pair.${issue.pair}` as AppTextId);
          const { fix } = issue;
          return (
            <li
              key={`${issue.scheme}-${issue.pair}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <span>
                {t("builder.theme.contrastIssue", {
                  scheme,
                  pair,
                  ratio: issue.ratio.toFixed(2),
                  required: issue.required,
                })}
              </span>
              {fix && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onFix(issue.scheme, fix.field, fix.color)}
                >
                  <span
                    aria-hidden="true"
                    className="size-3.5 rounded-full border"
                    style={{ background: fix.color }}
                  />
                  {t("builder.theme.useFix", {
                    field: t(`builder.theme.colour.${fix.field}` as AppTextId),
                    color: fix.color,
                  })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
