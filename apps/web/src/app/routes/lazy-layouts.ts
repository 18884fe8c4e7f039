export const lazyMainLayout = () =>
  import("../layouts/main-layout").then((module) => ({ Component: module.MainLayout }));
