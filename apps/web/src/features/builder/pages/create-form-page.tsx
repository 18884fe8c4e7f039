import { useState } from "react";
import { FormBuilder } from "../components/form-builder";
import { createNewFormState } from "../utils/builder-state";

export function CreateFormPage() {
  const [initialState] = useState(() => createNewFormState());
  return <FormBuilder initialState={initialState} />;
}
