import { imageRoutes } from "../uploads/image-routes.js";
import { openThemeImage, storeThemeImage } from "./service.js";

/** The owner's logo and background uploads for a form's theme, and their public read. */
export const themeImageRoutes = imageRoutes({
  path: "theme-images",
  store: storeThemeImage,
  open: openThemeImage,
  readSummary: "A theme's logo or background image, as the public form page shows it",
});
