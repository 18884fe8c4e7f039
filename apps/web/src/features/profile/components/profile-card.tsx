import { BadgeCheck, CalendarDays, Mail, Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { hasErrorCode, SESSION_ENDED_CODES } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { formatMonthYear } from "@/lib/format-date-time";
import { useCurrentUser } from "@/lib/get-current-user";
import { getInitials } from "@/lib/get-initials";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { EditProfileForm } from "./edit-profile-form";

/** Initials avatar, name and email; Edit Profile turns it into a form for the name. */
export function ProfileCard() {
  const t = useAppText();
  const { data: user, error, isPending } = useCurrentUser();
  const storedName = useAuthStore((state) => state.name);
  const storedEmail = useAuthStore((state) => state.email);
  const [isEditing, setEditing] = useState(false);

  useEffect(() => {
    // An ended session is handled once for the whole app (sign-out and a toast).
    if (error && !hasErrorCode(error, ...SESSION_ENDED_CODES)) {
      toast.error(appText("profile.card.fetchFailed"));
    }
  }, [error]);

  const name = user?.name ?? storedName;
  const email = user?.email ?? storedEmail;

  return (
    <section aria-labelledby="profile-card-title" className="self-start">
      <Card className="gap-0 overflow-hidden p-0">
        <div
          aria-hidden="true"
          className="h-20 bg-gradient-to-r from-indigo-500 via-violet-500 to-sky-400 opacity-90"
        />
        <div className="flex flex-col items-center px-6 pb-6 text-center">
          <Avatar className="-mt-10 size-20 border-4 border-card shadow-soft">
            <AvatarFallback className="text-2xl">{getInitials(name, email)}</AvatarFallback>
          </Avatar>
          {isEditing ? (
            <div className="mt-5 w-full">
              <h2 id="profile-card-title" className="mb-4 font-semibold text-lg">
                {t("profile.card.editProfile")}
              </h2>
              <EditProfileForm name={name} email={email} onDone={() => setEditing(false)} />
            </div>
          ) : (
            <>
              <h2
                id="profile-card-title"
                className="mt-4 max-w-full wrap-anywhere font-semibold text-xl tracking-tight"
              >
                {name || t("profile.card.fallbackName")}
              </h2>
              <p className="mt-1 flex max-w-full items-center gap-1.5 text-muted-foreground text-sm">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{email}</span>
              </p>
              <div className="mt-4 flex min-h-6 flex-wrap items-center justify-center gap-2">
                {isPending ? (
                  <Skeleton className="h-5 w-40 rounded-full" />
                ) : (
                  user && (
                    <>
                      {user.isVerified && (
                        <Badge variant="success">
                          <BadgeCheck aria-hidden="true" />
                          {t("profile.card.verified")}
                        </Badge>
                      )}
                      <Badge variant="secondary">
                        <CalendarDays aria-hidden="true" />
                        {t("profile.card.memberSince", { date: formatMonthYear(user.createdAt) })}
                      </Badge>
                    </>
                  )
                )}
              </div>
              <Button variant="outline" className="mt-6 w-full" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t("profile.card.editProfile")}
              </Button>
            </>
          )}
        </div>
      </Card>
    </section>
  );
}
