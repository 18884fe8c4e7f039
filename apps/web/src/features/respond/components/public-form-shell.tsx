import type { FormTheme } from "@formloom/shared/form-theme";
import { type ReactNode, useRef } from "react";
import { LogoAnchor } from "@/components/layout/logo-mark";
import { cn } from "@/lib/cn";
import type { FormThemeRootProps } from "@/lib/form-theme/form-theme-root";
import { themeBackdropVariables } from "@/lib/form-theme/theme-backdrop";
import { ThemeLogo } from "@/lib/form-theme/theme-logo";
import { useCopyPasteGuard } from "../hooks/use-copy-paste-guard";
import { useEmbedEscape } from "../hooks/use-embed-escape";
import { useEmbedHeight } from "../hooks/use-embed-height";
import { useLinksLeaveFrame } from "../hooks/use-links-leave-frame";
import { usePortalTheme } from "../hooks/use-portal-theme";
import { useTransparentPage } from "../hooks/use-transparent-page";
import { useRespondText } from "../i18n/use-respond-text";

type PublicFormShellProps = {
  children: ReactNode;
  /**
   * Framed by another site (?embed=1): the form alone, as tall as its content; with
   * `isTransparent` (&transparent=1), on the host page's background.
   */
  embed?: { formId: string; isTransparent?: boolean };
  /** The form's language menu, at the top of the page (or of the frame, when embedded). */
  languageMenu?: ReactNode;
  /** The form's theme once its code has loaded: its colours, font and shapes for the whole page. */
  theme?: FormThemeRootProps | null;
  /** The theme's logo and background image, shown once the theme is. */
  themeImages?: Pick<FormTheme, "logo" | "backgroundImage"> | null;
  /** The form's title, the logo's alt text unless the owner gave it one. */
  title?: string;
};

/**
 * The respondent's page: no app header, copying and pasting blocked, text not selectable
 * (SPEC §2). Inputs stay usable by typing. It links out with plain anchors: it is also served
 * as its own small page, without the app's router (see respond-main.tsx).
 */
export function PublicFormShell({
  children,
  embed,
  languageMenu,
  theme,
  themeImages,
  title = "",
}: PublicFormShellProps) {
  const t = useRespondText();
  const guard = useCopyPasteGuard();
  const shellRef = useRef<HTMLDivElement>(null);
  useEmbedHeight(embed?.formId ?? "", shellRef, embed !== undefined);
  useEmbedEscape(embed?.formId ?? "", embed !== undefined);
  useLinksLeaveFrame(embed !== undefined);
  const isTransparent = embed?.isTransparent === true;
  useTransparentPage(isTransparent);
  usePortalTheme(theme);
  const images = theme ? themeImages : undefined;
  // On a host page's own background, the theme's image would hide it.
  const backdrop = isTransparent ? undefined : themeBackdropVariables(images);
  // A themed page lies on the theme's own background, which its contrast was checked against;
  // over an image, whatever is read lies on a solid surface of that colour.
  const surface = theme
    ? cn("bg-background font-sans text-foreground", backdrop && "form-theme-backdrop")
    : "bg-muted/50";
  return (
    <div
      {...guard}
      {...theme}
      style={backdrop ? { ...theme?.style, ...backdrop } : theme?.style}
      ref={shellRef}
      data-transparent={isTransparent || undefined}
      className={
        isTransparent
          ? cn(
              "group/shell flex select-none flex-col",
              theme ? "font-sans text-foreground" : "scheme-light dark:scheme-dark",
            )
          : embed
            ? `flex select-none flex-col ${surface}`
            : `flex min-h-dvh select-none flex-col ${surface}`
      }
    >
      {!embed && (
        <header className={cn("border-b", backdrop ? "bg-background" : "bg-background/80")}>
          <div className="mx-auto flex h-14 w-full max-w-2xl items-center px-4">
            <LogoAnchor className="text-base [&_svg]:size-7" />
            {languageMenu}
          </div>
        </header>
      )}
      <main
        id="main-content"
        className={
          embed
            ? "mx-auto w-full max-w-2xl flex-1 px-3 py-4 sm:px-4"
            : "mx-auto w-full max-w-2xl flex-1 px-3 py-6 sm:px-4 sm:py-10"
        }
      >
        <OnCard when={backdrop !== undefined} className="rounded-2xl p-3 shadow-soft sm:p-5">
          {embed && languageMenu && <div className="mb-3 flex">{languageMenu}</div>}
          <ThemeLogo logo={images?.logo} title={title} />
          {children}
        </OnCard>
      </main>
      {!embed && (
        <footer className="px-4 pb-8 text-center text-muted-foreground text-xs">
          <OnCard when={backdrop !== undefined} className="inline-block rounded-md px-2 py-1">
            {t("shell.passwordWarning")}
          </OnCard>
        </footer>
      )}
    </div>
  );
}

/**
 * Over a background image, what is read lies on a solid surface of the theme's background;
 * otherwise the markup stays as respond.html's static first frame has it.
 */
function OnCard({
  when,
  className,
  children,
}: {
  when: boolean;
  className: string;
  children: ReactNode;
}) {
  return when ? <div className={cn("bg-background", className)}>{children}</div> : children;
}
