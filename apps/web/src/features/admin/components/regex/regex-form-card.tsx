import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The frame of the create and edit forms. */
export function RegexFormCard({ children }: { children: ReactNode }) {
  return (
    <Card className="w-full max-w-3xl">
      <CardHeader>
        <CardTitle>Pattern details</CardTitle>
        <CardDescription>
          Patterns are checked on the server with a linear-time engine; lookarounds, back-references
          and nested repetitions such as (a+)+ are refused.
        </CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
