import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type SettingsCardProps = {
  title: string;
  description: string;
  contentClassName?: string;
  children: ReactNode;
};

/** One section of the workspace settings page, headed at the page's second level. */
export function SettingsCard({
  title,
  description,
  contentClassName,
  children,
}: SettingsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
