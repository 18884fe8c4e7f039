import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { toFileName } from "@/lib/to-file-name";
import { useQrCode } from "@/lib/use-qr-code";

type ShareQrCodeProps = {
  formTitle: string;
  shareLink: string;
  className?: string;
  /** Shown between the code and its download. */
  children?: ReactNode;
};

/** The share link as a QR code, with its PNG to download. Mount it only when it is shown. */
export function ShareQrCode({ formTitle, shareLink, className, children }: ShareQrCodeProps) {
  const t = useAppText();
  const qrCode = useQrCode(shareLink);
  const fileName = `${toFileName(formTitle)}-qr.png`;
  return (
    <>
      {/* White in the dark theme too: scanners read dark modules on a light ground. */}
      <div
        className={cn("mx-auto w-full overflow-hidden rounded-lg border bg-white p-2", className)}
      >
        {qrCode.data ? (
          <img
            src={qrCode.data}
            alt={t("share.qrCode.alt", { formTitle })}
            className="aspect-square w-full"
          />
        ) : (
          <Skeleton className="aspect-square w-full" />
        )}
      </div>
      {children}
      {qrCode.isError && (
        <p role="alert" className="text-center text-destructive text-sm">
          {t("share.qrCode.failed")}
        </p>
      )}
      {qrCode.data ? (
        <Button asChild>
          <a href={qrCode.data} download={fileName}>
            <Download aria-hidden="true" />
            {t("share.qrCode.download")}
          </a>
        </Button>
      ) : (
        <Button disabled>
          <Download aria-hidden="true" />
          {t("share.qrCode.download")}
        </Button>
      )}
    </>
  );
}
