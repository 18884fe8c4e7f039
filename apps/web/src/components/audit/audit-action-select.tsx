import type { AuditAction } from "@formloom/shared";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { auditActionName } from "@/lib/audit/audit-texts";
import { useAppText } from "@/lib/i18n/use-app-text";

const ANY = "any";

type AuditActionSelectProps = {
  id: string;
  actions: readonly AuditAction[];
  value: AuditAction | undefined;
  onChange: (action: AuditAction | undefined) => void;
};

/** The filter's action: any, or one of the log's actions by its translated name. */
export function AuditActionSelect({ id, actions, value, onChange }: AuditActionSelectProps) {
  const t = useAppText();
  return (
    <div className="grid gap-1.5">
      <Label id={id}>{t("audit.filter.action")}</Label>
      <Select
        value={value ?? ANY}
        onValueChange={(next) => onChange(next === ANY ? undefined : (next as AuditAction))}
      >
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{t("audit.filter.anyAction")}</SelectItem>
          {actions.map((action) => (
            <SelectItem key={action} value={action}>
              {auditActionName(t, action)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
