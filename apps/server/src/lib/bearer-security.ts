/** The OpenAPI security of a route that takes a session (plugins/api-docs.ts defines `bearerAuth`). */
export const bearerSecurity = [{ bearerAuth: [] }];
