import { CircleCheck, LayoutDashboard, Lock, LogIn, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";
import { useRespondText } from "../i18n/use-respond-text";
import { type FormBlock, signInHrefFor } from "../utils/form-access";

type FormBlockNoticeProps = { formId: string; title: string; block: FormBlock };

function NoticeCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center overflow-hidden rounded-xl border border-t-8 border-t-primary bg-card px-6 py-14 text-center shadow-soft">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-6">
        {icon}
      </span>
      <h1
        dir="auto"
        className="mt-5 wrap-anywhere font-semibold text-2xl tracking-tight sm:text-3xl"
      >
        {title}
      </h1>
      {children}
    </section>
  );
}

/** What the respondent sees instead of the questions when they cannot answer the form now. */
export function FormBlockNotice({ formId, title, block }: FormBlockNoticeProps) {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const t = useRespondText();
  const homeLink = (
    <Button asChild variant={isSignedIn ? "default" : "outline"}>
      <a href={isSignedIn ? "/dashboard" : "/"}>
        <LayoutDashboard aria-hidden="true" />
        {isSignedIn ? t("thankYou.dashboard") : t("notFound.home")}
      </a>
    </Button>
  );

  switch (block.kind) {
    case "closed":
      return (
        <NoticeCard icon={<Lock aria-hidden="true" />} title={title}>
          <p
            dir="auto"
            className="mt-3 max-w-md whitespace-pre-line wrap-anywhere text-muted-foreground"
          >
            {block.message || t("closed.default")}
          </p>
          <div className="mt-8">{homeLink}</div>
        </NoticeCard>
      );
    case "signInRequired":
      return (
        <NoticeCard icon={<LogIn aria-hidden="true" />} title={title}>
          <p className="mt-3 max-w-md font-medium">{t("block.signInToRespond")}</p>
          <p className="mt-1 max-w-md text-muted-foreground text-sm">{t("block.signInReason")}</p>
          <Button asChild className="mt-8">
            <a href={signInHrefFor(formId)}>
              <LogIn aria-hidden="true" />
              {t("block.signIn")}
            </a>
          </Button>
        </NoticeCard>
      );
    case "alreadyResponded":
      return (
        <NoticeCard icon={<CircleCheck aria-hidden="true" />} title={title}>
          <p className="mt-3 max-w-md font-medium">{t("block.alreadyResponded")}</p>
          <p className="mt-1 max-w-md text-muted-foreground text-sm">{t("block.onePerPerson")}</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
            {homeLink}
            {isSignedIn && (
              <Button asChild variant="outline">
                <a href={`/quizzes/${formId}/results`}>
                  <Trophy aria-hidden="true" />
                  {t("results.see")}
                </a>
              </Button>
            )}
          </div>
        </NoticeCard>
      );
  }
}
