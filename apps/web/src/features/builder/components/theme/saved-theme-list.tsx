import type { FormTheme, SavedTheme } from "@formloom/shared";
import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { isSameTheme } from "./same-theme";

type SavedThemeListProps = {
  /** Undefined while they load, or when they failed to. */
  themes: SavedTheme[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** The form's theme, to show which saved one it matches. */
  theme: FormTheme | null;
  onPick: (saved: SavedTheme) => void;
  onRename: (saved: SavedTheme) => void;
  onDelete: (saved: SavedTheme) => void;
};

/** The workspace's saved themes: each applied with a click, renamed or deleted beside it. */
export function SavedThemeList({
  themes,
  isError,
  onRetry,
  theme,
  onPick,
  onRename,
  onDelete,
}: SavedThemeListProps) {
  const t = useAppText();
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">{t("builder.theme.saved.loadFailed")}</span>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t("builder.page.retry")}
        </Button>
      </div>
    );
  }
  if (!themes) return <Skeleton className="h-9 w-full" />;
  if (themes.length === 0) {
    return <p className="text-muted-foreground text-sm">{t("builder.theme.saved.empty")}</p>;
  }
  const actions = [
    { label: "builder.theme.saved.rename", Icon: Pencil, onClick: onRename },
    { label: "builder.theme.saved.delete", Icon: Trash2, onClick: onDelete },
  ] satisfies { label: AppTextId; Icon: typeof Pencil; onClick: (saved: SavedTheme) => void }[];
  return (
    <ul className="grid gap-2">
      {themes.map((saved) => (
        <li key={saved._id} className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            aria-pressed={isSameTheme(saved.theme, theme)}
            className="min-w-0 flex-1 justify-start aria-pressed:border-primary aria-pressed:bg-primary-soft"
            onClick={() => onPick(saved)}
          >
            <span
              aria-hidden="true"
              className="size-4 rounded-full border"
              style={{ background: saved.theme.light.accent }}
            />
            <span className="truncate">{saved.name}</span>
          </Button>
          {actions.map(({ label, Icon, onClick }) => (
            <Button
              key={label}
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t(label, { name: saved.name })}
              onClick={() => onClick(saved)}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </li>
      ))}
    </ul>
  );
}
