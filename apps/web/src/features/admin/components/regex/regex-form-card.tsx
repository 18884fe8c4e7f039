import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAppText } from "@/lib/i18n/use-app-text";

/** The frame of the create and edit forms. */
export function RegexFormCard({ children }: { children: ReactNode }) {
  const t = useAppText();
  return (
    <Card className="w-full max-w-3xl">
      <CardHeader>
        <CardTitle>{t("admin.regexFormCard.title")}</CardTitle>
        <CardDescription>{t("admin.regexFormCard.description")}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
