import { toast } from "sonner";
import { usePublicConfig } from "./get-public-config";
import { appText } from "./i18n/use-app-text";
import {
  getVisibilityToastOptions,
  usePendingVisibility,
  useSetVisibility,
} from "./update-form-status";

/** The link respondents open: {base}/forms/{id}/view (SPEC §8). */
function getShareLink(formId: string, baseUrl: string): string {
  return `${baseUrl}/forms/${formId}/view`;
}

/**
 * A form's share link on the server's PUBLIC_URL, the address mails use too: the browser's own
 * address may be one that respondents cannot reach (localhost, an internal name). Until the
 * server has said, the browser's address stands in.
 */
export function useShareLink(formId: string): string {
  return getShareLink(formId, usePublicBaseUrl());
}

/** The server's PUBLIC_URL (the browser's own address until the server has said). */
export function usePublicBaseUrl(): string {
  const config = usePublicConfig();
  return config.data?.publicUrl ?? window.location.origin;
}

/**
 * Writes the text to the clipboard. The Clipboard API needs a secure context, which a
 * self-hosted instance on plain http is not, so a hidden textarea is the fallback there.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  textarea.style.position = "fixed";
  textarea.style.opacity = "0";
  document.body.append(textarea);
  textarea.select();
  const copied = document.execCommand("copy");
  textarea.remove();
  if (!copied) throw new Error("Copy failed");
}

/**
 * The share link, and a handler that copies it and says whether that worked. A private form's
 * link opens 'Form Not Found' for anyone else, so its toast says so and offers to make it public.
 */
export function useCopyShareLink(formId: string, savedIsPublic: boolean) {
  const shareLink = useShareLink(formId);
  const isPublic = usePendingVisibility(formId) ?? savedIsPublic;
  const { setVisibility } = useSetVisibility();
  const options = getVisibilityToastOptions(formId);
  const onCopied = () => {
    if (isPublic) return toast.success(appText("share.link.copied"), options);
    return toast.warning(appText("share.link.copiedPrivate"), {
      ...options,
      // It holds a control: it stays until the user acts or closes it.
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: appText("share.link.makePublic"),
        onClick: (event) => {
          // The toast stays: the outcome of the change replaces it.
          event.preventDefault();
          setVisibility(formId, true);
        },
      },
    });
  };
  const copyShareLink = () =>
    copyText(shareLink).then(onCopied, () =>
      toast.error(appText("share.link.copyFailed"), options),
    );
  return { shareLink, copyShareLink };
}
