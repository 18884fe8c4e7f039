import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { Input } from "./input";

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** Names the field in the toggle's label: "Show {revealLabel}"; "password" by default. */
  revealLabel?: string;
};

/** A password field with a show/hide toggle that keeps focus in the field. */
export function PasswordInput({ className, revealLabel, id, ...props }: PasswordInputProps) {
  const t = useAppText();
  const [isVisible, setVisible] = useState(false);
  const field = revealLabel ?? t("ui.passwordInput.password");
  return (
    <div className="relative">
      <Input
        id={id}
        type={isVisible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn("pr-11", className)}
        {...props}
      />
      <button
        type="button"
        aria-label={t(isVisible ? "ui.passwordInput.hide" : "ui.passwordInput.show", { field })}
        aria-controls={id}
        aria-pressed={isVisible}
        onClick={() => setVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50"
        disabled={props.disabled}
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
