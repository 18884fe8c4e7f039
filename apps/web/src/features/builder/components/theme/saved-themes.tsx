import type { FormTheme, SavedTheme } from "@formloom/shared";
import { findThemeContrastIssues } from "@formloom/shared/theme-contrast";
import { Save } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { useWorkspaces } from "@/lib/workspace/get-workspaces";
import { useDeleteSavedTheme } from "../../api/delete-saved-theme";
import { useSavedThemes } from "../../api/get-saved-themes";
import { useRenameSavedTheme } from "../../api/rename-saved-theme";
import { useSaveTheme } from "../../api/save-theme";
import { SavedThemeList } from "./saved-theme-list";
import { savedThemeErrorText } from "./saved-theme-texts";
import { ThemeNameDialog } from "./theme-name-dialog";

type SavedThemesProps = {
  /** The form's workspace; undefined: the user's personal one. */
  workspaceId: string | undefined;
  theme: FormTheme | null;
  /** Applies a copy: the form keeps its look whatever becomes of the saved theme. */
  onPick: (theme: FormTheme) => void;
};

function ThemesFieldset({ children }: { children: ReactNode }) {
  const t = useAppText();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t("builder.theme.saved.title")}</legend>
      {children}
    </fieldset>
  );
}

type Editing = { kind: "save" } | { kind: "rename" | "delete"; saved: SavedTheme };

/** "Your themes": the workspace's saved themes to apply, and the form's own to save among them. */
export function SavedThemes({ workspaceId: named, ...props }: SavedThemesProps) {
  const workspaces = useWorkspaces();
  const workspaceId = named ?? workspaces.data?.find((workspace) => workspace.isPersonal)?._id;
  if (workspaceId) return <WorkspaceThemes {...props} workspaceId={workspaceId} />;
  return (
    <ThemesFieldset>
      <SavedThemeList
        themes={undefined}
        isError={workspaces.isError}
        onRetry={() => workspaces.refetch()}
        theme={null}
        onPick={() => undefined}
        onRename={() => undefined}
        onDelete={() => undefined}
      />
    </ThemesFieldset>
  );
}

function WorkspaceThemes({
  workspaceId,
  theme,
  onPick,
}: Omit<SavedThemesProps, "workspaceId"> & { workspaceId: string }) {
  const t = useAppText();
  const themes = useSavedThemes(workspaceId);
  const save = useSaveTheme(workspaceId);
  const rename = useRenameSavedTheme(workspaceId);
  const remove = useDeleteSavedTheme(workspaceId);
  // What the last dialog opened was about: kept while it closes, so its text stays as it fades.
  const [editing, setEditing] = useState<Editing | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const open = (next: Editing) => {
    setRefusal(undefined);
    setEditing(next);
    setIsOpen(true);
  };
  const close = () => setIsOpen(false);
  const isShowing = (kind: Editing["kind"]) => isOpen && editing?.kind === kind;
  const refuse = (fallback: AppTextId) => (error: unknown) =>
    setRefusal(savedThemeErrorText(t, error, fallback));
  // Each change closes its dialog and says what became of the theme, by its name.
  const done = (toastId: AppTextId) => (changed: Pick<SavedTheme, "name">) => {
    close();
    toast.success(t(toastId, { name: changed.name }));
  };

  const onSave = (name: string) => {
    if (!theme) return;
    if (findThemeContrastIssues(theme).length > 0) {
      setRefusal(t("builder.theme.contrastFails"));
      return;
    }
    save.mutate(
      { name, theme },
      {
        onSuccess: done("builder.theme.saved.savedToast"),
        onError: refuse("builder.theme.saved.saveFailed"),
      },
    );
  };
  const onRename = (themeId: string, name: string) =>
    rename.mutate(
      { themeId, name },
      {
        onSuccess: done("builder.theme.saved.renamedToast"),
        onError: refuse("builder.theme.saved.renameFailed"),
      },
    );
  const onDelete = (saved: SavedTheme) =>
    remove.mutate(saved._id, {
      onSuccess: () => done("builder.theme.saved.deletedToast")(saved),
      onError: (error) =>
        toast.error(savedThemeErrorText(t, error, "builder.theme.saved.deleteFailed")),
    });

  return (
    <ThemesFieldset>
      <SavedThemeList
        themes={themes.data}
        isError={themes.isError}
        onRetry={() => themes.refetch()}
        theme={theme}
        onPick={(saved) => onPick(saved.theme)}
        onRename={(saved) => open({ kind: "rename", saved })}
        onDelete={(saved) => open({ kind: "delete", saved })}
      />
      {theme && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => open({ kind: "save" })}
        >
          <Save aria-hidden="true" />
          {t("builder.theme.saved.saveAs")}
        </Button>
      )}
      <ThemeNameDialog
        isOpen={isShowing("save")}
        onOpenChange={close}
        title={t("builder.theme.saved.saveTitle")}
        description={t("builder.theme.saved.saveDescription")}
        submitLabel={t("builder.theme.saved.saveSubmit")}
        isPending={save.isPending}
        refusal={refusal}
        onSubmit={onSave}
      />
      <ThemeNameDialog
        key={editing?.kind === "rename" ? editing.saved._id : "rename"}
        isOpen={isShowing("rename")}
        onOpenChange={close}
        title={t("builder.theme.saved.renameTitle")}
        description={t("builder.theme.saved.renameDescription")}
        submitLabel={t("builder.theme.saved.renameSubmit")}
        defaultName={editing?.kind === "rename" ? editing.saved.name : ""}
        isPending={rename.isPending}
        refusal={refusal}
        onSubmit={(name) => editing?.kind === "rename" && onRename(editing.saved._id, name)}
      />
      <ConfirmDialog
        isOpen={isShowing("delete")}
        onOpenChange={close}
        title={t("builder.theme.saved.deleteTitle", {
          name: editing?.kind === "delete" ? editing.saved.name : "",
        })}
        description={t("builder.theme.saved.deleteDescription")}
        confirmLabel={t("builder.theme.saved.deleteConfirm")}
        isPending={remove.isPending}
        onConfirm={() => editing?.kind === "delete" && onDelete(editing.saved)}
      />
    </ThemesFieldset>
  );
}
