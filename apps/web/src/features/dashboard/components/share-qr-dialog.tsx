import { Download, QrCode } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useQrCode } from "../hooks/use-qr-code";
import { toFileName } from "../utils/to-file-name";
import { IconAction } from "./icon-action";

type ShareQrProps = { formTitle: string; shareLink: string };

/** Mounted only while the dialog is open, so closed cards make no QR code. */
function ShareQrContent({ formTitle, shareLink }: ShareQrProps) {
  const qrCode = useQrCode(shareLink);
  const fileName = `${toFileName(formTitle)}-qr.png`;
  return (
    <DialogContent className="max-w-sm">
      <DialogHeader>
        <DialogTitle>QR code</DialogTitle>
        <DialogDescription>
          Respondents can scan it to open{" "}
          <span className="font-medium wrap-anywhere">{formTitle}</span>.
        </DialogDescription>
      </DialogHeader>
      {/* White in the dark theme too: scanners read dark modules on a light ground. */}
      <div className="mx-auto w-full max-w-64 overflow-hidden rounded-lg border bg-white p-2">
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
      <p className="break-all text-center text-muted-foreground text-xs">{shareLink}</p>
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
    </DialogContent>
  );
}

export function ShareQrDialog(props: ShareQrProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <IconAction label="Show QR code">
          <QrCode aria-hidden="true" />
        </IconAction>
      </DialogTrigger>
      {isOpen && <ShareQrContent {...props} />}
    </Dialog>
  );
}
