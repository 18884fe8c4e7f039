import { QrCode } from "lucide-react";
import { useState } from "react";
import { IconAction } from "@/components/icon-action";
import { ShareQrCode } from "@/components/share/share-qr-code";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { textWithElements } from "@/lib/i18n/text-with-elements";
import { useAppText } from "@/lib/i18n/use-app-text";

type ShareQrProps = { formTitle: string; shareLink: string };

export function ShareQrDialog({ formTitle, shareLink }: ShareQrProps) {
  const [isOpen, setOpen] = useState(false);
  const t = useAppText();
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <IconAction label={t("dashboard.qr.show")}>
          <QrCode aria-hidden="true" />
        </IconAction>
      </DialogTrigger>
      {/* Mounted only while open, so closed cards make no QR code. */}
      {isOpen && (
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>{t("dashboard.qr.title")}</DialogTitle>
            <DialogDescription>
              {textWithElements(t, "dashboard.qr.description", {
                title: <span className="font-medium wrap-anywhere">{formTitle}</span>,
              })}
            </DialogDescription>
          </DialogHeader>
          <ShareQrCode formTitle={formTitle} shareLink={shareLink} className="max-w-64">
            <p className="break-all text-center text-muted-foreground text-xs">{shareLink}</p>
          </ShareQrCode>
        </DialogContent>
      )}
    </Dialog>
  );
}
