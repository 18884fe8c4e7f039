import "./lib/zod-jitless";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startInChosenLanguage } from "./lib/i18n/app-language";
import { watchTheme } from "./lib/theme";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// public/theme-init.js applied the theme before the first paint; from here it follows changes.
watchTheme();

// The user's language first (English ships with the app; another is one small request).
startInChosenLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
