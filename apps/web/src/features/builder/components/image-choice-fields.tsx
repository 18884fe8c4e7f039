import { OPTION_IMAGE_ALT_MAX, type OptionImage, type QuestionDraft } from "@formloom/shared";
import { toOptionImageUrl } from "@formloom/shared/option-images";
import { useParams } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { OptionTypeFields } from "./option-type-fields";
import { ThemeImageUpload } from "./theme/theme-image-upload";

type ImageChoiceFieldsProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

const NO_IMAGE: OptionImage = { imageId: null, alt: "" };

/**
 * An image choice: whether several pictures may be chosen, the options' labels, then each
 * option's picture (upload, replace, remove) and its alt text. Pictures are uploaded to a saved
 * form, as a theme's images are.
 */
export function ImageChoiceFields({ question, errors, dispatch }: ImageChoiceFieldsProps) {
  const t = useAppText();
  const { formId } = useParams();
  const { key, options, optionImages, validations } = question;
  const switchId = `${key}-multiple`;
  const imageOf = (index: number) => optionImages[index] ?? NO_IMAGE;
  const setImage = (index: number, change: Partial<OptionImage>) =>
    dispatch({
      type: "updateQuestion",
      key,
      changes: {
        optionImages: options.map((_, i) =>
          i === index ? { ...imageOf(i), ...change } : imageOf(i),
        ),
      },
    });

  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={validations.multiple === true}
          onCheckedChange={(multiple) =>
            dispatch({
              type: "updateQuestion",
              key,
              changes: { validations: { ...validations, multiple } },
            })
          }
        />
        <Label htmlFor={switchId}>{t("builder.imageChoice.multiple")}</Label>
      </div>
      <OptionTypeFields question={question} errors={errors} dispatch={dispatch} />
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-medium text-sm">{t("builder.imageChoice.pictures")}</legend>
        {!formId ? (
          <p className="text-muted-foreground text-sm">{t("builder.imageChoice.saveFirst")}</p>
        ) : (
          options.map((option, index) => {
            const { imageId, alt } = imageOf(index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
              <div key={index} className="grid gap-2 rounded-lg border p-3">
                <p className="wrap-anywhere font-medium text-sm">{option}</p>
                <ThemeImageUpload
                  formId={formId}
                  path="option-images"
                  imageId={imageId ?? undefined}
                  uploadLabel={t(
                    imageId ? "builder.imageChoice.replace" : "builder.imageChoice.upload",
                    { option },
                  )}
                  removeLabel={t("builder.imageChoice.remove", { option })}
                  onUploaded={(uploaded) => setImage(index, { imageId: uploaded })}
                  onRemove={() => setImage(index, { imageId: null })}
                >
                  <img
                    src={imageId ? toOptionImageUrl(imageId) : undefined}
                    alt={alt}
                    className="size-24 rounded-md border object-cover"
                  />
                </ThemeImageUpload>
                <FormField
                  label={t("builder.imageChoice.alt", { option })}
                  hint={t("builder.imageChoice.altHint")}
                  error={errors[`optionImages.${index}.alt`]}
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={alt}
                      maxLength={OPTION_IMAGE_ALT_MAX}
                      onChange={(event) => setImage(index, { alt: event.target.value })}
                    />
                  )}
                </FormField>
              </div>
            );
          })
        )}
      </fieldset>
    </div>
  );
}
