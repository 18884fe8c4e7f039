import "./lib/zod-jitless";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { watchTheme } from "./lib/theme";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// public/theme-init.js applied the theme before the first paint; from here it follows changes.
watchTheme();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
