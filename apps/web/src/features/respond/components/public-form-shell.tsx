import { type ReactNode, useRef } from "react";
import { LogoAnchor } from "@/components/layout/logo-mark";
import { cn } from "@/lib/cn";
import type { FormThemeRootProps } from "@/lib/form-theme/form-theme-root";
import { useCopyPasteGuard } from "../hooks/use-copy-paste-guard";
import { useEmbedHeight } from "../hooks/use-embed-height";
import { useLinksLeaveFrame } from "../hooks/use-links-leave-frame";
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
  /** The form's theme once it has loaded: its colours, font and shapes for the whole page. */
  theme?: FormThemeRootProps | null;
};

/**
 * The respondent's page: no app header, copying and pasting blocked, text not selectable
 * (SPEC §2). Inputs stay usable by typing. It links out with plain anchors: it is also served
 * as its own small page, without the app's router (see respond-main.tsx).
 */
export function PublicFormShell({ children, embed, languageMenu, theme }: PublicFormShellProps) {
  const t = useRespondText();
  const guard = useCopyPasteGuard();
  const shellRef = useRef<HTMLDivElement>(null);
  useEmbedHeight(embed?.formId ?? "", shellRef, embed !== undefined);
  useLinksLeaveFrame(embed !== undefined);
  const isTransparent = embed?.isTransparent === true;
  useTransparentPage(isTransparent);
  // A themed page lies on the theme's own background, which its contrast was checked against.
  const surface = theme ? "bg-background font-sans text-foreground" : "bg-muted/50";
  return (
    <div
      {...guard}
      {...theme}
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
        <header className="border-b bg-background/80">
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
        {embed && languageMenu && <div className="mb-3 flex">{languageMenu}</div>}
        {children}
      </main>
      {!embed && (
        <footer className="px-4 pb-8 text-center text-muted-foreground text-xs">
          {t("shell.passwordWarning")}
        </footer>
      )}
    </div>
  );
}
