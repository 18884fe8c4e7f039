import { UserRound } from "lucide-react";
import { useAuthStore } from "@/lib/auth-store";
import { useSessionCheck } from "../hooks/use-session-check";
import { useRespondText } from "../i18n/use-respond-text";
import { signInHrefFor } from "../utils/form-access";

/** Who the response will be recorded as (DESIGN §5): the signed-in user, else a guest. */
export function RespondentIdentity({ formId }: { formId: string }) {
  useSessionCheck();
  const token = useAuthStore((state) => state.token);
  const name = useAuthStore((state) => state.name);
  const email = useAuthStore((state) => state.email);
  const signInHref = signInHrefFor(formId);
  const t = useRespondText();

  return (
    <p className="flex items-start gap-2 text-muted-foreground text-sm">
      <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {token ? (
        <span>
          {name && email
            ? t("identity.signedInNamed", { name, email })
            : t("identity.signedIn", { name: name || email })}
        </span>
      ) : (
        <span>
          {t("identity.guest")}{" "}
          <a
            href={signInHref}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("identity.signIn")}
          </a>
        </span>
      )}
    </p>
  );
}
