import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";

// One router for the page's life: it starts loading the first route's code during the health check.
const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
