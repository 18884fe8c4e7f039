import { useParams } from "react-router";
import { ViewFormPage } from "./view-form-page";

/** The public form as a route of the app, reached by navigating inside it (e.g. from the builder). */
export function ViewFormRoute() {
  const { formId = "" } = useParams();
  return <ViewFormPage formId={formId} />;
}
