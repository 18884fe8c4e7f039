import type { ErrorCode } from "@formloom/shared";
import { ApiError, apiClient, hasErrorCode } from "@/lib/api-client";
import type { AppTextId } from "@/lib/i18n/use-app-text";

/**
 * POST /api/forms/{id}/theme-images: a logo or background for the form's theme; its id. An image
 * choice option's picture goes to /option-images the same way.
 */
export async function uploadThemeImage(
  formId: string,
  file: File,
  path: "theme-images" | "option-images" = "theme-images",
): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const envelope = await apiClient.upload<{ imageId?: unknown } | undefined>(
    `/forms/${formId}/${path}`,
    body,
  );
  const imageId = envelope.data?.imageId;
  if (typeof imageId !== "string") throw new ApiError(envelope.statusCode, envelope.message);
  return imageId;
}

const UPLOAD_ERRORS: [ErrorCode, AppTextId][] = [
  ["FILE_TOO_LARGE", "builder.theme.imageTooLarge"],
  ["FILE_TYPE_REFUSED", "builder.theme.imageTypeRefused"],
];

/** What the owner reads when an image upload fails, in their language. */
export function themeImageErrorText(error: unknown): AppTextId {
  const known = UPLOAD_ERRORS.find(([code]) => hasErrorCode(error, code));
  return known?.[1] ?? "builder.theme.imageUploadFailed";
}
