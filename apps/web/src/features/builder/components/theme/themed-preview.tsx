import type { FormTheme } from "@formloom/shared";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { themeBackdropVariables } from "@/lib/form-theme/theme-backdrop";
import { ThemeLogo } from "@/lib/form-theme/theme-logo";
import { useFormThemeRoot } from "@/lib/form-theme/use-form-theme-root";

/** The preview on the form's theme, as the public page will show it. */
export function ThemedPreview({
  theme,
  title,
  children,
}: {
  theme: FormTheme | null;
  /** The form's title, the logo's alt text unless the owner gave it one. */
  title: string;
  children: ReactNode;
}) {
  const themeRoot = useFormThemeRoot(theme);
  const backdrop = themeBackdropVariables(theme);
  return (
    <div
      {...themeRoot}
      style={backdrop ? { ...themeRoot.style, ...backdrop } : themeRoot.style}
      className={cn(
        theme && "rounded-xl bg-background p-3 font-sans text-foreground sm:p-4",
        backdrop && "form-theme-backdrop p-4 sm:p-8",
      )}
    >
      <div className={cn(backdrop && "rounded-2xl bg-background p-3 shadow-soft sm:p-5")}>
        <ThemeLogo logo={theme?.logo} title={title} />
        {children}
      </div>
    </div>
  );
}
