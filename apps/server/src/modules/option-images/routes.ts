import { imageRoutes } from "../uploads/image-routes.js";
import { openOptionImage, storeOptionImage } from "./service.js";

/** The pictures of a form's image choice options, and their public read (resized copies). */
export const optionImageRoutes = imageRoutes({
  path: "option-images",
  store: storeOptionImage,
  open: openOptionImage,
  readSummary: "An image choice option's picture (resized), as the public form page shows it",
});
