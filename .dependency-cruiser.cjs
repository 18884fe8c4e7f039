// Which code may import which: the boundaries of docs/architecture.md, checked by `npm run lint`.
const path = require("node:path");

const SERVER = "^apps/server/src";
const WEB = "^apps/web/src";
const SHARED = "^packages/shared/src";

/**
 * The server's domain modules, lowest first: a module imports only modules before it. The
 * order follows the data: accounts, then the forms they own, then what hangs off a form
 * (uploads, webhooks), then what a submission sets off, then the responses themselves.
 */
const SERVER_MODULE_ORDER = [
  "users",
  "audit",
  "two-factor",
  "auth",
  "workspaces",
  "api-keys",
  "admin-users",
  "regex",
  "forms",
  "templates",
  "uploads",
  "webhooks",
  "notifications",
  "responses",
  "health",
  "public-config",
];

const moduleOrderRules = SERVER_MODULE_ORDER.map((name, index) => {
  const laterModules = SERVER_MODULE_ORDER.slice(index + 1);
  return {
    name: `server-module-order:${name}`,
    comment: `modules/${name} imports only the modules before it in SERVER_MODULE_ORDER (${SERVER_MODULE_ORDER.join(" < ")}).`,
    severity: "error",
    from: { path: `${SERVER}/modules/${name}/` },
    to: { path: `${SERVER}/modules/(${laterModules.join("|") || "$^"})/` },
  };
}).filter((rule) => !rule.to.path.includes("($^)"));

/** Layers of the server, lowest first; each imports only the layers before it. */
const SERVER_LAYERS = [
  { name: "config", path: `${SERVER}/(paths|config)\\.ts$` },
  { name: "db", path: `${SERVER}/db/` },
  { name: "lib", path: `${SERVER}/lib/` },
  { name: "modules", path: `${SERVER}/modules/` },
  { name: "plugins", path: `${SERVER}/plugins/` },
  { name: "app", path: `${SERVER}/(app|main|fastify\\.d)\\.ts$|${SERVER}/cli/` },
];

const layerRules = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `server-layers:${layer.name}`,
  comment: `${layer.name} imports nothing above it (${SERVER_LAYERS.map((each) => each.name).join(" < ")}).`,
  severity: "error",
  from: { path: layer.path, pathNot: "\\.test\\.ts$" },
  to: { path: SERVER_LAYERS.slice(index + 1).map((above) => `(${above.path})`) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No file imports itself through others.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycles",
      comment: "No server folder imports itself through others: the modules have a direction.",
      severity: "error",
      scope: "folder",
      from: { path: SERVER },
      to: { circular: true },
    },
    ...layerRules,
    ...moduleOrderRules,
    {
      name: "services-speak-no-http",
      comment:
        "Services and repositories know nothing of HTTP: only a module's routes.ts (and its *-routes.ts) speaks Fastify and passes plain values in.",
      severity: "error",
      from: {
        path: `${SERVER}/modules/`,
        pathNot: ["[/-]routes\\.ts$", `${SERVER}/modules/uploads/read-file-part\\.ts$`],
      },
      to: { path: "node_modules/(fastify|fastify-[^/]+|@fastify/[^/]+)/" },
    },
    {
      name: "web-feature-isolation",
      comment:
        "A feature imports no other feature: move what two features share into components/ or lib/.",
      severity: "error",
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: "web-shared-code",
      comment: "components/ and lib/ serve every feature: they import no feature and not src/app.",
      severity: "error",
      from: { path: `${WEB}/(components|lib)/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: "first-page-no-zod-schemas",
      comment:
        "The API client runs on every page, in a chunk that can load before lib/zod-jitless: nothing it imports may build zod schemas (the shared index does; the CSP forbids the eval zod then tries). Import zod-free subpaths such as @formloom/shared/error-codes.",
      severity: "error",
      from: { path: `${WEB}/lib/api-client\\.ts$` },
      to: { path: `${SHARED}/index\\.ts$|node_modules/zod/`, reachable: true },
    },
    {
      name: "apps-apart",
      comment:
        "apps/server and apps/web meet only through HTTP and packages/shared; shared imports no app.",
      severity: "error",
      from: { path: "^(apps/server|apps/web|packages/shared)/" },
      to: {
        path: "^(apps/server|apps/web)/",
        pathNot: "^$1/",
      },
    },
    {
      name: "shared-is-pure",
      comment:
        "packages/shared is rules and schemas: no Node built-in, no database, server or browser library.",
      severity: "error",
      from: { path: SHARED },
      to: {
        dependencyTypes: ["core"],
      },
    },
    {
      name: "shared-is-pure:libraries",
      comment:
        "packages/shared is rules and schemas: no Node built-in, no database, server or browser library.",
      severity: "error",
      from: { path: SHARED },
      to: {
        path: "node_modules/(drizzle-orm|pg|@electric-sql/[^/]+|fastify|fastify-[^/]+|@fastify/[^/]+|nodemailer|react|react-dom|react-router|@tanstack/[^/]+)/",
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|\\.artifacts)/" },
    tsPreCompilationDeps: true,
    // Resolves the web app's @/ paths; relative imports resolve the same for every package.
    tsConfig: { fileName: path.join(__dirname, "tsconfig.depcruise.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
