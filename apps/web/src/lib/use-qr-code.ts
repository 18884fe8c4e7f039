import { useQuery } from "@tanstack/react-query";

const QR_SIZE_PX = 512;

/** A PNG data URL of the text as a QR code; the encoder is loaded only when one is asked for. */
export function useQrCode(text: string) {
  return useQuery({
    queryKey: ["qr-code", text],
    queryFn: async () => {
      const { toDataURL } = await import("qrcode");
      return toDataURL(text, {
        width: QR_SIZE_PX,
        margin: 2,
        errorCorrectionLevel: "M",
        color: { dark: "#1e1b4b", light: "#ffffff" },
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
