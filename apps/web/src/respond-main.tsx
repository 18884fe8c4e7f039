import "./respond.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { formIdFromPath } from "./features/respond/standalone/form-id-from-path";
import { RespondApp } from "./features/respond/standalone/respond-app";
import { watchTheme } from "./lib/theme";

// The server sends respond.html for /forms/{formId}/view: the public form without the app.
const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from respond.html");

// public/theme-init.js applied the theme before the first paint; from here it follows changes.
watchTheme();

createRoot(container).render(
  <StrictMode>
    <RespondApp formId={formIdFromPath(window.location.pathname)} />
  </StrictMode>,
);
