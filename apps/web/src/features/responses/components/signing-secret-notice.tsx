import { Button } from "@/components/ui/button";

/** A webhook's signing secret, shown once (after adding the webhook or replacing its secret). */
export function SigningSecretNotice({
  secret,
  message,
  onDone,
}: {
  secret: string;
  message: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-medium text-sm">{message}</p>
      <code className="wrap-anywhere rounded bg-muted px-2 py-1 text-sm">{secret}</code>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(secret)}
        >
          Copy secret
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
