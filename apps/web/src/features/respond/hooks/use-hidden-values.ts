import type { PublicForm } from "@formloom/shared";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { useOnDemand } from "@/lib/use-on-demand";

const NO_HIDDEN_VALUES: HiddenValues = {};

/**
 * The hidden field values of the link (or of the earlier visit it resumes). The code that reads
 * and checks them is a chunk fetched only for a form that declares hidden fields; if it cannot
 * load, the form opens with them empty, as the server would take them.
 */
export function useHiddenValues(form: PublicForm | undefined): {
  isReady: boolean;
  values: HiddenValues;
} {
  const read = useOnDemand(form?.hiddenFields.length ? form : null, () =>
    import("../utils/hidden-values").then(({ findHiddenValues }) =>
      findHiddenValues(form as PublicForm, window.location.search),
    ),
  );
  return { isReady: read.isReady, values: read.value ?? NO_HIDDEN_VALUES };
}
