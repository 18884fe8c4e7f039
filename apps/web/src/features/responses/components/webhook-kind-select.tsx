import type { WebhookKind } from "@formloom/shared";
import type { FieldControlProps } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, AppTextId> = {
  standard: "responses.webhooks.kind.standard",
  slack: "responses.webhooks.kind.slack",
  discord: "responses.webhooks.kind.discord",
};

/** What each kind's address looks like, shown in the empty address field. */
export const WEBHOOK_KIND_EXAMPLES: Record<WebhookKind, string> = {
  standard: "https://example.com/formloom",
  slack: "https://hooks.slack.com/services/…",
  discord: "https://discord.com/api/webhooks/…",
};

type WebhookKindSelectProps = FieldControlProps & {
  value: WebhookKind;
  onChange: (kind: WebhookKind) => void;
};

/** Where a new webhook sends: any address (signed JSON), or a Slack or Discord channel. */
export function WebhookKindSelect({ value, onChange, ...control }: WebhookKindSelectProps) {
  const t = useAppText();
  return (
    <Select value={value} onValueChange={(next) => onChange(next as WebhookKind)}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(WEBHOOK_KIND_LABELS).map(([kind, label]) => (
          <SelectItem key={kind} value={kind}>
            {t(label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
