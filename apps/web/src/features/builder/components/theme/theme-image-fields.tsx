import type { FormTheme } from "@formloom/shared";
import { LOGO_ALT_MAX, toThemeImageUrl } from "@formloom/shared/theme-images";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { FocalPointPicker } from "./focal-point-picker";
import { ThemeImageUpload } from "./theme-image-upload";

type ThemeImageFieldsProps = {
  theme: FormTheme;
  /** The saved form's id: images are uploaded for a form that exists. */
  formId: string | undefined;
  onChange: (changes: Partial<FormTheme>) => void;
};

const CENTRE = 50;

/** The theme's logo, and its background: the palette's colour alone, or an image over it. */
export function ThemeImageFields({ theme, formId, onChange }: ThemeImageFieldsProps) {
  const t = useAppText();
  const { logo, backgroundImage } = theme;
  const [wantsImage, setWantsImage] = useState(backgroundImage !== undefined);
  const isImage = wantsImage || backgroundImage !== undefined;

  if (!formId) {
    return <p className="text-muted-foreground text-sm">{t("builder.theme.saveFirst")}</p>;
  }
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-sm">{t("builder.theme.logo")}</legend>
        <p className="text-muted-foreground text-xs">{t("builder.theme.logoHint")}</p>
        <ThemeImageUpload
          formId={formId}
          imageId={logo?.imageId}
          uploadLabel={t(logo ? "builder.theme.replaceLogo" : "builder.theme.uploadLogo")}
          removeLabel={t("builder.theme.removeLogo")}
          onUploaded={(imageId) => onChange({ logo: { ...logo, imageId } })}
          onRemove={() => onChange({ logo: undefined })}
        >
          <img
            src={logo ? toThemeImageUrl(logo.imageId) : undefined}
            alt=""
            className="h-16 w-auto max-w-xs self-start rounded-md border object-contain p-1"
          />
        </ThemeImageUpload>
        {logo && (
          <FormField label={t("builder.theme.logoAlt")} hint={t("builder.theme.logoAltHint")}>
            {(control) => (
              <Input
                {...control}
                value={logo.alt ?? ""}
                maxLength={LOGO_ALT_MAX}
                onChange={(event) =>
                  onChange({ logo: { ...logo, alt: event.target.value || undefined } })
                }
              />
            )}
          </FormField>
        )}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-sm">{t("builder.theme.background")}</legend>
        <div className="flex gap-2">
          {(["colour", "image"] as const).map((kind) => (
            <Button
              key={kind}
              type="button"
              size="sm"
              variant="outline"
              aria-pressed={isImage === (kind === "image")}
              className="aria-pressed:border-primary aria-pressed:bg-primary-soft"
              onClick={() => {
                setWantsImage(kind === "image");
                if (kind === "colour") onChange({ backgroundImage: undefined });
              }}
            >
              {t(`builder.theme.background.${kind}`)}
            </Button>
          ))}
        </div>
        {isImage && (
          <>
            <p className="text-muted-foreground text-xs">{t("builder.theme.backgroundHint")}</p>
            <ThemeImageUpload
              formId={formId}
              imageId={backgroundImage?.imageId}
              uploadLabel={t(
                backgroundImage
                  ? "builder.theme.replaceBackground"
                  : "builder.theme.uploadBackground",
              )}
              removeLabel={t("builder.theme.removeBackground")}
              onUploaded={(imageId) =>
                onChange({
                  backgroundImage: { focalX: CENTRE, focalY: CENTRE, ...backgroundImage, imageId },
                })
              }
              onRemove={() => onChange({ backgroundImage: undefined })}
            >
              {backgroundImage && (
                <FocalPointPicker
                  image={backgroundImage}
                  onChange={(point) =>
                    onChange({ backgroundImage: { ...backgroundImage, ...point } })
                  }
                />
              )}
            </ThemeImageUpload>
          </>
        )}
      </fieldset>
    </>
  );
}
