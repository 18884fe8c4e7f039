import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
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
            alt={`QR code of the link to ${formTitle}`}
            className="aspect-square w-full"
          />
        ) : (
          <Skeleton className="aspect-square w-full" />
        )}
      </div>
      {children}
      {qrCode.isError && (
        <p role="alert" className="text-center text-destructive text-sm">
          The QR code could not be made. Copy the link instead.
        </p>
      )}
      {qrCode.data ? (
        <Button asChild>
          <a href={qrCode.data} download={fileName}>
            <Download aria-hidden="true" />
            Download PNG
          </a>
        </Button>
      ) : (
        <Button disabled>
          <Download aria-hidden="true" />
          Download PNG
        </Button>
      )}
    </>
  );
}
