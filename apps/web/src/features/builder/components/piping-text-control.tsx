import { formatPipingToken } from "@formloom/shared";
import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { usePipingSay } from "../hooks/use-piping-say";
import { findPipingChoices, type PipingChoice } from "../utils/piping-choices";
import { PipedReferences } from "./piped-references";
import { usePipingSource } from "./piping-source-context";

type TextElement = HTMLInputElement | HTMLTextAreaElement;

export type PipingControl = {
  ref: (element: TextElement | null) => void;
  onChange: (event: ChangeEvent<TextElement>) => void;
};

type PipingTextControlProps = {
  /** The item the text belongs to: it may pipe the items before; the confirmation, all. */
  index: number;
  value: string;
  onChange: (value: string) => void;
  children: (control: PipingControl) => ReactNode;
};

/**
 * A text field that pipes: typing @ opens a list of the earlier questions and the hidden fields
 * (arrows, Enter, Escape), and the one chosen goes in as a token where the @ was. Below the
 * field, each piped reference with its fallback.
 */
export function PipingTextControl({ index, value, onChange, children }: PipingTextControlProps) {
  const t = useAppText();
  const source = usePipingSource();
  const say = usePipingSay();
  const choices = findPipingChoices(source, index, say);
  const field = useRef<TextElement | null>(null);
  const list = useRef<HTMLDivElement | null>(null);
  const caret = useRef<number | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();

  const change = (event: ChangeEvent<TextElement>) => {
    const next = event.target.value;
    const position = event.target.selectionStart ?? next.length;
    const typedAt = next.length === value.length + 1 && next[position - 1] === "@";
    onChange(next);
    if (typedAt && choices.length > 0) {
      setActive(0);
      setAt(position - 1);
    }
  };

  const choose = (choice: PipingChoice | undefined) => {
    if (at === null || choice === undefined) return;
    const token = formatPipingToken(choice.token);
    caret.current = at + token.length;
    onChange(value.slice(0, at) + token + value.slice(at + 1));
    setAt(null);
  };

  // Escape keeps the @ as typed, the caret after it.
  const close = () => {
    if (at !== null) caret.current ??= at + 1;
    setAt(null);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: choices.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive((move + choices.length) % choices.length);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(choices[active]);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-2">
      <Popover open={at !== null} onOpenChange={(open) => !open && close()}>
        <PopoverAnchor asChild>
          <div className="grid grid-cols-1">
            {children({
              ref: (element) => {
                field.current = element;
              },
              onChange: change,
            })}
          </div>
        </PopoverAnchor>
        <PopoverContent
          align="start"
          className="max-h-72 w-80 overflow-y-auto p-1"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            list.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const element = field.current;
            element?.focus();
            if (element && caret.current !== null) {
              element.setSelectionRange(caret.current, caret.current);
              caret.current = null;
            }
          }}
        >
          <div
            ref={list}
            role="listbox"
            tabIndex={0}
            aria-label={t("builder.piping.picker")}
            aria-activedescendant={`${listId}-${active}`}
            onKeyDown={onListKeyDown}
            className="outline-none"
          >
            {choices.map((choice, position) => (
              <div
                key={`${choice.token.kind}:${choice.token.reference}`}
                id={`${listId}-${position}`}
                role="option"
                tabIndex={-1}
                aria-selected={position === active}
                onClick={() => choose(choice)}
                onKeyDown={onListKeyDown}
                onMouseMove={() => setActive(position)}
                className={cn(
                  "wrap-anywhere cursor-pointer rounded-sm px-2 py-1.5 text-sm",
                  position === active && "bg-accent text-accent-foreground",
                )}
              >
                {choice.label}
              </div>
            ))}
          </div>
        </PopoverContent>
      </Popover>
      <PipedReferences value={value} onChange={onChange} />
    </div>
  );
}
