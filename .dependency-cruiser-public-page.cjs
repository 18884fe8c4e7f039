// What the public form page may load, checked by `npm run lint:imports` apart from the
// boundaries: here only imports that survive compilation count (types weigh nothing).
const base = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: [
    {
      name: "public-page-no-zod",
      comment:
        "The public form page checks answers with the shared rules' plain functions: zod, or a shared module that builds schemas at load, would add tens of KB to what every respondent downloads. Import zod-free subpaths such as @formloom/shared/respondent-rules; zod/v4/core is let through for its patterns (regexes), which build no schema.",
      severity: "error",
      from: { path: "^apps/web/src/respond-main\\.tsx$" },
      to: {
        path: "^packages/shared/src/(index|entities|storable-text|embed-sites|form-settings)\\.ts$|node_modules/zod/(?!v4/core/)",
        reachable: true,
      },
    },
    {
      name: "public-page-no-contrast-check",
      comment:
        "The WCAG check of a theme's colours (theme-contrast.ts) belongs to the builder and the server, which refuse an unreadable theme before it is saved: the public page only paints a theme that passed it (theme-palette.ts holds what painting needs).",
      severity: "error",
      from: { path: "^apps/web/src/respond-main\\.tsx$" },
      to: { path: "^packages/shared/src/theme-contrast\\.ts$", reachable: true },
    },
    {
      name: "public-page-theme-on-demand",
      comment:
        "A form without a theme needs no colour maths: on the public page the theme's code is fetched by import() only for a themed form (lib/form-theme/use-lazy-form-theme-root.ts), never imported statically.",
      severity: "error",
      from: { pathNot: "^apps/web/src/lib/form-theme/(form-theme-root|theme-variables)\\.ts$" },
      to: {
        path: "^(apps/web/src/lib/form-theme/(form-theme-root|theme-variables|load-theme-font)|packages/shared/src/color-contrast)\\.ts$",
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "public-page-no-app-catalogue",
      comment:
        "The owner's app has its own catalogue (lib/i18n, locales/app): the public page speaks from locales/respond and must not carry the app's texts. A shared component that needs words takes them as props or from a context the page fills (see components/ui/dialog-texts.ts).",
      severity: "error",
      from: { path: "^apps/web/src/respond-main\\.tsx$" },
      to: { path: "^apps/web/src/(lib/i18n|locales/app)/", reachable: true },
    },
    {
      name: "public-page-styled-sources",
      comment:
        "respond.css generates the public page's utilities from a list of folders only (@source): a file of the page outside them would render unstyled. Move it, or add its folder to respond.css. (The page's catalogues hold texts, no classes.)",
      severity: "error",
      from: { path: "^apps/web/src/respond-main\\.tsx$" },
      to: {
        path: "^apps/web/src/",
        pathNot:
          "^apps/web/src/(respond-main\\.tsx|respond\\.css|design\\.css|features/respond/|components/ui/|components/layout/logo-mark\\.tsx|lib/|locales/respond/)",
        reachable: true,
      },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false },
};
