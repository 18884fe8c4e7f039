import { OTP_LENGTH, parsePastedOtp } from "@formloom/shared";
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useRef,
} from "react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";

export type OtpInputHandle = { focus: (index?: number) => void };

type OtpInputProps = {
  /** One entry per box, "" for an empty box. */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** A paste that is not exactly six digits is refused; this tells the user why. */
  onInvalidPaste?: () => void;
  isInvalid?: boolean;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  ref?: Ref<OtpInputHandle>;
};

export const EMPTY_OTP: readonly string[] = Array.from({ length: OTP_LENGTH }, () => "");

const LAST = OTP_LENGTH - 1;

function focusInput(inputs: readonly (HTMLInputElement | null)[], index: number) {
  const input = inputs[Math.max(0, Math.min(LAST, index))];
  input?.focus();
  input?.select();
}

/** The digit just typed into a box that may already hold one. */
function typedDigit(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.length > 1 && previous) {
    if (digits.startsWith(previous)) return digits.slice(previous.length).slice(-1);
    if (digits.endsWith(previous)) return digits.slice(0, -previous.length).slice(-1);
  }
  return digits.slice(-1);
}

/** What a key does in a box: a box to empty, then one to focus. Null for keys left as they are. */
function findKeyMove(
  key: string,
  index: number,
  value: readonly string[],
): { clear?: number; focus?: number } | null {
  switch (key) {
    case "Backspace":
      if (value[index]) return { clear: index };
      return index > 0 ? { clear: index - 1, focus: index - 1 } : {};
    case "Delete":
      return { clear: index };
    case "ArrowLeft":
      return { focus: index - 1 };
    case "ArrowRight":
      return { focus: index + 1 };
    case "Home":
      return { focus: 0 };
    case "End":
      return { focus: LAST };
    default:
      return null;
  }
}

const BOX_CLASS =
  "h-12 w-10 rounded-lg border border-input bg-background text-center font-semibold text-xl shadow-xs outline-none transition-[color,box-shadow,border-color] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive sm:h-14 sm:w-12 sm:text-2xl";

/** The boxes' elements, and focus moved between them, by this component and by its parent. */
function useBoxFocus(ref: Ref<OtpInputHandle> | undefined) {
  const inputsRef = useRef<(HTMLInputElement | null)[]>([]);
  useImperativeHandle(
    ref,
    () => ({ focus: (index = 0) => focusInput(inputsRef.current, index) }),
    [],
  );
  return { inputsRef, focusBox: (index: number) => focusInput(inputsRef.current, index) };
}

/** Six single-digit boxes: typing moves on, Backspace goes back, arrows move, a full code pastes in. */
export function OtpInput({
  value,
  onChange,
  onInvalidPaste,
  isInvalid = false,
  ref,
  ...aria
}: OtpInputProps) {
  const { inputsRef, focusBox } = useBoxFocus(ref);
  const t = useAppText();

  const setDigit = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const onBoxChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    // Autofill of a one-time code arrives in one box as the whole code.
    const whole = parsePastedOtp(raw.replace(/\D/g, ""));
    if (whole && raw.replace(/\D/g, "").length === OTP_LENGTH) {
      onChange(whole);
      focusBox(LAST);
      return;
    }
    const digit = typedDigit(raw, value[index] ?? "");
    setDigit(index, digit);
    if (digit && index < LAST) focusBox(index + 1);
  };

  const onBoxKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = findKeyMove(event.key, index, value);
    if (!move) return;
    event.preventDefault();
    if (move.clear !== undefined) setDigit(move.clear, "");
    if (move.focus !== undefined) focusBox(move.focus);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = parsePastedOtp(event.clipboardData.getData("text"));
    if (!digits) {
      onInvalidPaste?.();
      return;
    }
    onChange(digits);
    focusBox(LAST);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the group is named by the page's label.
    <div role="group" className="flex justify-center gap-2 sm:gap-3" {...aria}>
      {value.map((digit, index) => (
        <input
          // The boxes never move or change in number.
          // biome-ignore lint/suspicious/noArrayIndexKey: each box is a fixed position in the code.
          key={index}
          ref={(element) => {
            inputsRef.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={t("auth.otp.digit", { position: index + 1, length: OTP_LENGTH })}
          aria-invalid={isInvalid || undefined}
          value={digit}
          onChange={(event) => onBoxChange(index, event)}
          onKeyDown={(event) => onBoxKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          className={cn(BOX_CLASS, digit && "border-primary/50 bg-primary-soft/40")}
        />
      ))}
    </div>
  );
}
