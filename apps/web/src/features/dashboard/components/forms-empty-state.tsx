import { FilePlus2, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { CreateFormDialog } from "./create-form-dialog";

/** Both empty states of SPEC §2: nothing matches the search, or no forms at all yet. */
type FormsEmptyStateProps = { isSearching: boolean; canCreate: boolean };

export function FormsEmptyState({ isSearching, canCreate }: FormsEmptyStateProps) {
  const Icon = isSearching ? SearchX : FilePlus2;
  const t = useAppText();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-muted/40 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {isSearching ? (
        <>
          <h2 className="mt-4 font-semibold text-lg">{t("dashboard.empty.noMatchTitle")}</h2>
          <p className="mt-1.5 max-w-sm text-muted-foreground text-sm">
            {t("dashboard.empty.noMatchText")}
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-4 font-semibold text-lg">{t("dashboard.empty.noFormsTitle")}</h2>
          <p className="mt-1.5 max-w-sm text-muted-foreground text-sm">
            {t("dashboard.empty.noFormsText")}
          </p>
          {canCreate && (
            <CreateFormDialog>
              <Button className="mt-6">{t("dashboard.empty.createForm")}</Button>
            </CreateFormDialog>
          )}
        </>
      )}
    </div>
  );
}
