import { type CreatedWebhook, createWebhookBodySchema, type WebhookKind } from "@formloom/shared";
import { Webhook as WebhookIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ShownOnceSecret } from "@/components/shown-once-secret";
import { TextIdSelect } from "@/components/text-id-select";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useCreateWebhook } from "../api/create-webhook";
import { useWebhooks } from "../api/get-webhooks";
import { WEBHOOK_KIND_EXAMPLES, WEBHOOK_KIND_LABELS } from "../utils/webhook-kinds";
import { translateWebhookUrlError } from "../utils/webhook-url-error";
import { WebhookItem } from "./webhook-item";

const CHAT_SERVICE_NAMES = { slack: "Slack", discord: "Discord" } as const;

/**
 * The kind and address of a new webhook, checked here before the server sees it. Kept by the
 * sheet, so closing it does not lose what was typed.
 */
function useAddWebhook(formId: string, onCreated: (webhook: CreatedWebhook) => void) {
  const [kind, setKind] = useState<WebhookKind>("standard");
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string>();
  const create = useCreateWebhook();

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookBodySchema.shape.url.safeParse(url);
    if (!parsed.success) {
      setUrlError(translateWebhookUrlError(appText, parsed.error.issues[0]?.message ?? ""));
      return;
    }
    create.mutate(
      { formId, body: { url: parsed.data, kind } },
      {
        onSuccess: (webhook) => {
          onCreated(webhook);
          setUrl("");
          setUrlError(undefined);
        },
        onError: (error) =>
          setUrlError(getErrorMessage(error, appText("responses.webhooks.addFailed"))),
      },
    );
  };

  return { kind, setKind, url, setUrl, urlError, onAdd, isPending: create.isPending };
}

function AddWebhookForm({ form }: { form: ReturnType<typeof useAddWebhook> }) {
  const t = useAppText();
  const { kind, setKind, url, setUrl, urlError, onAdd, isPending } = form;
  return (
    <form onSubmit={onAdd} noValidate className="grid gap-3">
      <FormField label={t("responses.webhooks.kind.label")}>
        {(control) => (
          <TextIdSelect {...control} labels={WEBHOOK_KIND_LABELS} value={kind} onChange={setKind} />
        )}
      </FormField>
      <FormField label={t("responses.webhooks.newAddress")} error={urlError}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder={WEBHOOK_KIND_EXAMPLES[kind]}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Button type="submit" disabled={isPending}>
              {t("responses.webhooks.add")}
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}

function WebhookList({ formId, isOpen }: { formId: string; isOpen: boolean }) {
  const t = useAppText();
  const webhooks = useWebhooks(formId, isOpen);
  return webhooks.isPending ? (
    <p className="text-muted-foreground text-sm">{t("responses.webhooks.loading")}</p>
  ) : webhooks.isError ? (
    <p className="text-destructive text-sm">
      {getErrorMessage(webhooks.error, t("responses.webhooks.listFailed"))}
    </p>
  ) : webhooks.data.length === 0 ? (
    <p className="text-muted-foreground text-sm">{t("responses.webhooks.none")}</p>
  ) : (
    <ul aria-label={t("responses.webhooks.title")} className="grid gap-3">
      {webhooks.data.map((webhook) => (
        <WebhookItem key={webhook._id} webhook={webhook} />
      ))}
    </ul>
  );
}

/** The form's webhooks: add one, edit, switch off, delete, send a test, read the deliveries. */
export function WebhooksSheet({ formId }: { formId: string }) {
  const t = useAppText();
  const [isOpen, setIsOpen] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook>();
  const addForm = useAddWebhook(formId, setCreated);

  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
        <WebhookIcon aria-hidden="true" />
        {t("responses.webhooks.title")}
      </Button>
      <Sheet open={isOpen} onOpenChange={setIsOpen}>
        <SheetContent side="right" className="w-full max-w-lg sm:max-w-lg">
          <div className="border-b px-5 py-4 pe-12">
            <SheetTitle className="text-lg">{t("responses.webhooks.title")}</SheetTitle>
            <SheetDescription>{t("responses.webhooks.description")}</SheetDescription>
          </div>
          <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-5 py-5">
            <AddWebhookForm form={addForm} />
            {created && created.kind !== "standard" && (
              <p role="status" className="text-sm">
                {t("responses.webhooks.chatAdded", { service: CHAT_SERVICE_NAMES[created.kind] })}
              </p>
            )}
            {created?.kind === "standard" && (
              <ShownOnceSecret
                secret={created.secret}
                message={t("responses.webhooks.added", { url: created.url })}
                noun="secret"
                copiedMessage={t("responses.webhooks.secretCopied")}
                onDone={() => setCreated(undefined)}
              />
            )}
            <WebhookList formId={formId} isOpen={isOpen} />
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
