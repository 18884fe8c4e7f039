import type { FormTheme } from "@formloom/shared";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useFormThemeRoot } from "@/lib/form-theme/use-form-theme-root";

/** The preview on the form's theme, as the public page will show it. */
export function ThemedPreview({
  theme,
  children,
}: {
  theme: FormTheme | null;
  children: ReactNode;
}) {
  const themeRoot = useFormThemeRoot(theme);
  return (
    <div
      {...themeRoot}
      className={cn(theme && "rounded-xl bg-background p-3 font-sans text-foreground sm:p-4")}
    >
      {children}
    </div>
  );
}
