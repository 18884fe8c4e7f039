import { CircleCheck, Eraser, Keyboard, PenLine } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import SignaturePad from "signature_pad";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useRespondText } from "../i18n/use-respond-text";
import type { FileUpload } from "../utils/answers-state";
import type { QuestionIds } from "./question-ids";

type SignatureAnswerProps = {
  ids: QuestionIds;
  upload: FileUpload | undefined;
  describedBy: string | undefined;
  hasError: boolean;
  isRequired: boolean;
  /** Uploads the finished signature as a PNG; its URL becomes the answer. */
  onSign: (file: File) => void;
  onClear: () => void;
};

// The stored image: white paper and dark ink whatever the page's theme, so it reads alike in
// the owner's light or dark responses page and in print.
const PAPER = "rgb(255, 255, 255)";
const INK = "rgb(17, 24, 39)";
const PAD_HEIGHT = 160;
const NAME_MAX = 100;
// A handwriting-like face each system has one of, then the generic one.
const SCRIPT_FONT =
  '"Segoe Script", "Bradley Hand", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';
const FILE_NAME = "signature.png";

function toPngFile(canvas: HTMLCanvasElement): Promise<File | null> {
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => resolve(blob ? new File([blob], FILE_NAME, { type: "image/png" }) : null),
      "image/png",
    );
  });
}

/** The typed name in a script face on white paper: what a keyboard user signs with. */
function drawTypedName(canvas: HTMLCanvasElement, name: string) {
  const context = canvas.getContext("2d");
  if (!context) return;
  const width = 600;
  const height = PAD_HEIGHT;
  canvas.width = width;
  canvas.height = height;
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  context.fillStyle = INK;
  context.textAlign = "center";
  context.textBaseline = "middle";
  let size = 56;
  do {
    context.font = `italic ${size}px ${SCRIPT_FONT}`;
    size -= 4;
  } while (size > 16 && context.measureText(name).width > width - 40);
  context.fillText(name, width / 2, height / 2);
}

/**
 * A signature drawn with a finger, mouse or pen on a canvas (signature_pad), or a name typed
 * instead for whoever cannot drag (WCAG 2.5.7); either is uploaded as a PNG as soon as it is
 * finished, as a file answer is. Loaded only with a form's first signature question.
 */
export function SignatureAnswer({
  ids,
  upload,
  describedBy,
  hasError,
  isRequired,
  onSign,
  onClear,
}: SignatureAnswerProps) {
  const t = useRespondText();
  const nameId = useId();
  const padRef = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [isTyping, setIsTyping] = useState(false);
  const hasSwitched = useRef(false);
  const [name, setName] = useState("");
  const signedName = useRef("");
  const sign = useRef(onSign);
  sign.current = onSign;

  useEffect(() => {
    const canvas = padRef.current;
    if (!canvas || isTyping) return;
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
    canvas.width = Math.round(canvas.offsetWidth * ratio);
    canvas.height = Math.round(PAD_HEIGHT * ratio);
    canvas.getContext("2d")?.scale(ratio, ratio);
    const signaturePad = new SignaturePad(canvas, { backgroundColor: PAPER, penColor: INK });
    const finish = () => {
      if (signaturePad.isEmpty()) return;
      void toPngFile(canvas).then((file) => file && sign.current(file));
    };
    signaturePad.addEventListener("endStroke", finish);
    pad.current = signaturePad;
    return () => {
      signaturePad.removeEventListener("endStroke", finish);
      signaturePad.off();
      pad.current = null;
    };
  }, [isTyping]);

  // Whoever chose to type goes straight to the field.
  useEffect(() => {
    if (isTyping && hasSwitched.current) nameRef.current?.focus();
  }, [isTyping]);

  const signTypedName = () => {
    const typed = name.trim();
    if (typed === signedName.current) return;
    signedName.current = typed;
    if (typed === "") return onClear();
    const canvas = document.createElement("canvas");
    drawTypedName(canvas, typed);
    void toPngFile(canvas).then((file) => file && sign.current(file));
  };

  const clear = () => {
    pad.current?.clear();
    setName("");
    signedName.current = "";
    onClear();
  };

  const switchMode = () => {
    clear();
    hasSwitched.current = true;
    setIsTyping((typing) => !typing);
  };

  const status =
    upload &&
    {
      uploading: t("signature.saving"),
      done: t("signature.saved"),
      failed: t("file.failed"),
    }[upload.status];

  return (
    <div className="grid gap-2">
      {isTyping ? (
        <div className="grid gap-1.5">
          <label htmlFor={nameId} className="font-medium text-sm">
            {t("signature.name")}
          </label>
          <Input
            ref={nameRef}
            id={nameId}
            value={name}
            maxLength={NAME_MAX}
            autoComplete="name"
            aria-required={isRequired || undefined}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setName(event.target.value)}
            onBlur={signTypedName}
            onKeyDown={(event) => {
              // Enter signs with the name; the form is sent from its Submit button.
              if (event.key !== "Enter") return;
              event.preventDefault();
              signTypedName();
            }}
          />
          {name.trim() !== "" && (
            <p
              aria-hidden="true"
              data-signature-preview=""
              className="truncate rounded-lg border bg-white px-4 py-3 text-center text-3xl text-gray-900 italic"
              style={{ fontFamily: SCRIPT_FONT }}
            >
              {name}
            </p>
          )}
        </div>
      ) : (
        <canvas
          ref={padRef}
          id={ids.control}
          role="img"
          aria-label={t("signature.pad")}
          aria-describedby={describedBy}
          className="h-40 w-full touch-none rounded-lg border border-input border-dashed bg-white"
          style={{ height: PAD_HEIGHT }}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={clear}>
          <Eraser aria-hidden="true" />
          {t("signature.clear")}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={switchMode}>
          {isTyping ? <PenLine aria-hidden="true" /> : <Keyboard aria-hidden="true" />}
          {isTyping ? t("signature.drawInstead") : t("signature.typeInstead")}
        </Button>
        <p
          role="status"
          className={`flex items-center gap-1 text-xs ${
            upload?.status === "failed" ? "text-destructive" : "text-success"
          }`}
        >
          {upload?.status === "done" && <CircleCheck aria-hidden="true" className="size-3.5" />}
          {status}
        </p>
      </div>
    </div>
  );
}
