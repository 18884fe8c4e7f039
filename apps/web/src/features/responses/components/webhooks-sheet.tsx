import { type CreatedWebhook, createWebhookBodySchema } from "@formloom/shared";
import { Webhook as WebhookIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ShownOnceSecret } from "@/components/shown-once-secret";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { getErrorMessage } from "@/lib/api-client";
import { useCreateWebhook } from "../api/create-webhook";
import { useWebhooks } from "../api/get-webhooks";
import { WebhookItem } from "./webhook-item";

/**
 * The address of a new webhook, checked here before the server sees it. Kept by the sheet, so
 * closing it does not lose what was typed.
 */
function useAddWebhook(formId: string, onCreated: (webhook: CreatedWebhook) => void) {
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string>();
  const create = useCreateWebhook();

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookBodySchema.shape.url.safeParse(url);
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(
      { formId, body: { url: parsed.data } },
      {
        onSuccess: (webhook) => {
          onCreated(webhook);
          setUrl("");
          setUrlError(undefined);
        },
        onError: (error) => setUrlError(getErrorMessage(error, "The webhook could not be added")),
      },
    );
  };

  return { url, setUrl, urlError, onAdd, isPending: create.isPending };
}

function AddWebhookForm({ form }: { form: ReturnType<typeof useAddWebhook> }) {
  const { url, setUrl, urlError, onAdd, isPending } = form;
  return (
    <form onSubmit={onAdd} noValidate>
      <FormField label="Address of a new webhook" error={urlError}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://example.com/formloom"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Button type="submit" disabled={isPending}>
              Add
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}

function WebhookList({ formId, isOpen }: { formId: string; isOpen: boolean }) {
  const webhooks = useWebhooks(formId, isOpen);
  return webhooks.isPending ? (
    <p className="text-muted-foreground text-sm">Loading…</p>
  ) : webhooks.isError ? (
    <p className="text-destructive text-sm">
      {getErrorMessage(webhooks.error, "The webhooks could not be loaded")}
    </p>
  ) : webhooks.data.length === 0 ? (
    <p className="text-muted-foreground text-sm">No webhooks yet.</p>
  ) : (
    <ul aria-label="Webhooks" className="grid gap-3">
      {webhooks.data.map((webhook) => (
        <WebhookItem key={webhook._id} webhook={webhook} />
      ))}
    </ul>
  );
}

/** The form's webhooks: add one, edit, switch off, delete, send a test, read the deliveries. */
export function WebhooksSheet({ formId }: { formId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook>();
  const addForm = useAddWebhook(formId, setCreated);

  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
        <WebhookIcon aria-hidden="true" />
        Webhooks
      </Button>
      <Sheet open={isOpen} onOpenChange={setIsOpen}>
        <SheetContent side="right" className="w-full max-w-lg sm:max-w-lg">
          <div className="border-b px-5 py-4 pr-12">
            <SheetTitle className="text-lg">Webhooks</SheetTitle>
            <SheetDescription>
              Each new response is POSTed as JSON to these addresses, signed with the webhook's
              secret.
            </SheetDescription>
          </div>
          <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-5 py-5">
            <AddWebhookForm form={addForm} />
            {created && (
              <ShownOnceSecret
                secret={created.secret}
                message={`Webhook to ${created.url} added. Copy its signing secret now: it is shown only once.`}
                noun="secret"
                copiedMessage="Signing secret copied to clipboard"
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
