import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Spinner } from "@/components/ui/spinner";
import { apiClient } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";

/**
 * A signature answer as its image: the file needs the owner's token, so it is fetched and shown
 * from memory rather than linked. It prints with the response.
 */
export function SignatureImage({ url, question }: { url: string; question: string }) {
  const t = useAppText();
  const image = useQuery({
    queryKey: ["signature-image", url],
    queryFn: async () => (await apiClient.download(url)).blob,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const source = useMemo(() => image.data && URL.createObjectURL(image.data), [image.data]);
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );
  if (image.isError) return <span className="text-muted-foreground italic">{url}</span>;
  if (!source) return <Spinner />;
  return (
    <img
      src={source}
      alt={t("responses.answer.signature", { question })}
      data-signature-image=""
      className="h-auto max-h-32 w-auto max-w-full rounded-md border bg-white"
    />
  );
}
