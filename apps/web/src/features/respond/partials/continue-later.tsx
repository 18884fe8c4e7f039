import { Copy, Link2, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiClient } from "@/lib/api-client";
import { lazyToast } from "@/lib/lazy-toast";
import { useRespondText } from "../i18n/use-respond-text";
import { respondentErrorMessage } from "../utils/respondent-error";
import { unlockHeaders } from "../utils/unlock-token";

/** The link that opens the form with the kept answers; the token rides in the fragment. */
export function resumeLinkOf(formId: string, token: string): string {
  return `${window.location.origin}/forms/${formId}/view#resume=${token}`;
}

type ContinueLaterProps = {
  formId: string;
  /** Keeps the answers now and answers the token. */
  saveNow: () => Promise<string>;
  /** An email the respondent gave in the form, offered for the mail. */
  givenEmail: string;
};

/** "Continue later": keeps the answers now, then shows the link to copy or have mailed. */
export function ContinueLater({ formId, saveNow, givenEmail }: ContinueLaterProps) {
  const t = useRespondText();
  const [token, setToken] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const linkId = useId();

  const keep = async () => {
    setSaving(true);
    try {
      setToken(await saveNow());
    } catch (error) {
      lazyToast.error(respondentErrorMessage(error, t, "partial.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  if (token === null) {
    return (
      <Button type="button" variant="outline" onClick={keep} aria-disabled={isSaving}>
        <Link2 aria-hidden="true" />
        {t("partial.continueLater")}
      </Button>
    );
  }
  const link = resumeLinkOf(formId, token);
  return (
    <section
      aria-labelledby={`${linkId}-title`}
      className="grid gap-3 rounded-xl border bg-card px-4 py-4 shadow-soft sm:px-6"
    >
      <h2 id={`${linkId}-title`} className="font-semibold">
        {t("partial.linkTitle")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("partial.linkIntro")}</p>
      <label htmlFor={linkId} className="font-medium text-sm">
        {t("partial.linkLabel")}
      </label>
      <div className="flex gap-2">
        <Input id={linkId} readOnly value={link} onFocus={(event) => event.target.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => lazyToast.success(t("partial.copied")),
              () => lazyToast.error(t("partial.copyFailed")),
            )
          }
        >
          <Copy aria-hidden="true" />
          {t("partial.copy")}
        </Button>
      </div>
      <MailLinkForm formId={formId} token={token} givenEmail={givenEmail} />
    </section>
  );
}

function MailLinkForm({
  formId,
  token,
  givenEmail,
}: {
  formId: string;
  token: string;
  givenEmail: string;
}) {
  const t = useRespondText();
  const [email, setEmail] = useState(givenEmail);
  const [isSending, setSending] = useState(false);
  const emailId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setSending(true);
    try {
      await apiClient.post(
        `/responses/${formId}/partial/mail`,
        { resumeToken: token, email },
        { headers: unlockHeaders(formId) },
      );
      lazyToast.success(t("partial.mailed", { email }));
    } catch (error) {
      lazyToast.error(respondentErrorMessage(error, t, "partial.mailFailed"));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={send} className="grid gap-2">
      <label htmlFor={emailId} className="font-medium text-sm">
        {t("partial.emailLabel")}
      </label>
      <div className="flex gap-2">
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="outline" aria-disabled={isSending}>
          <Mail aria-hidden="true" />
          {t("partial.emailSend")}
        </Button>
      </div>
    </form>
  );
}
