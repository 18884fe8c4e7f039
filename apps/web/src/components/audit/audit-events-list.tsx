import type { AuditEvent } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";
import { type Column, ResponsiveTable } from "@/components/ui/responsive-table";
import { auditObjectText, auditSentence } from "@/lib/audit/audit-texts";
import { formatDateTime } from "@/lib/format-date-time";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";

function When({ event, t }: { event: AuditEvent; t: AppText }) {
  return (
    <time dateTime={event.createdAt} className="whitespace-nowrap">
      {formatDateTime(event.createdAt, t.locale)}
    </time>
  );
}

/** Who: the account's address, a key's mark when it was made with an API key, the address it came from. */
function Actor({ event, t }: { event: AuditEvent; t: AppText }) {
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <span className="max-w-full wrap-anywhere">{event.actorEmail}</span>
      {event.actorApiKeyId && <Badge variant="secondary">{t("audit.list.apiKey")}</Badge>}
      {event.ip && (
        <span className="text-muted-foreground text-xs">
          {t("audit.list.ip", { ip: event.ip })}
        </span>
      )}
    </span>
  );
}

function ObjectRef({ event, t }: { event: AuditEvent; t: AppText }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span>{auditObjectText(t, event.objectType)}</span>
      <span className="break-all font-mono text-muted-foreground text-xs">{event.objectId}</span>
    </span>
  );
}

/** One page of events: a table from sm up, cards on phones. */
export function AuditEventsList({ events, isBusy }: { events: AuditEvent[]; isBusy: boolean }) {
  const t = useAppText();
  const columns: Column<AuditEvent>[] = [
    { header: t("audit.list.time"), cell: (event) => <When event={event} t={t} /> },
    {
      header: t("audit.list.actor"),
      className: "max-w-56",
      cell: (event) => <Actor event={event} t={t} />,
    },
    {
      header: t("audit.list.action"),
      className: "whitespace-normal wrap-anywhere",
      cell: (event) => auditSentence(t, event),
    },
    {
      header: t("audit.list.object"),
      className: "max-w-48",
      cell: (event) => <ObjectRef event={event} t={t} />,
    },
  ];
  return (
    <ResponsiveTable
      label={t("audit.list.label")}
      rows={events}
      getRowKey={(event) => event._id}
      columns={columns}
      isBusy={isBusy}
      renderCard={(event) => (
        <>
          <p className="font-medium wrap-anywhere">{auditSentence(t, event)}</p>
          <Actor event={event} t={t} />
          <p className="text-muted-foreground text-sm">
            <When event={event} t={t} />
          </p>
          <ObjectRef event={event} t={t} />
        </>
      )}
    />
  );
}
