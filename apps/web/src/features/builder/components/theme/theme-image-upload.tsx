import { THEME_IMAGE_ACCEPT } from "@formloom/shared/theme-images";
import { ImageUp, Trash2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { themeImageErrorText, uploadThemeImage } from "../../api/upload-theme-image";

type ThemeImageUploadProps = {
  formId: string;
  /** The image shown now, if any: the upload button then replaces it. */
  imageId: string | undefined;
  uploadLabel: string;
  removeLabel: string;
  onUploaded: (imageId: string) => void;
  onRemove: () => void;
  /** The image as the owner sees it (a thumbnail, a focal point picker). */
  children?: ReactNode;
  /** Where it is uploaded: a theme's images, or an image choice's pictures. */
  path?: "theme-images" | "option-images";
};

/** Uploads an image for the theme, shows it, and takes it away again. */
export function ThemeImageUpload({
  formId,
  imageId,
  uploadLabel,
  removeLabel,
  onUploaded,
  onRemove,
  children,
  path = "theme-images",
}: ThemeImageUploadProps) {
  const t = useAppText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setIsUploading(true);
    setError(null);
    try {
      onUploaded(await uploadThemeImage(formId, file, path));
    } catch (failure) {
      setError(t(themeImageErrorText(failure)));
    } finally {
      setIsUploading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <div className="grid gap-2">
      {imageId && children}
      <div className="flex flex-wrap items-center gap-2">
        {/* The button opens the picker: a file input cannot be styled or given a focus ring. */}
        <input
          ref={inputRef}
          type="file"
          accept={THEME_IMAGE_ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isUploading}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {isUploading ? t("builder.theme.uploading") : uploadLabel}
        </Button>
        {imageId && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {removeLabel}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
