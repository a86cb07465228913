/** The page's zod checks: links that carry JSON, stored values, the editor's drafts, worker messages. */
export type Schemas = typeof import("./schemas");

let loading: Promise<Schemas> | undefined;
let arrive: (schemas: Schemas) => void;

/** The schemas once they are in, whoever loaded them; never loads them itself. */
export const schemasArrived = new Promise<Schemas>((resolve) => (arrive = resolve));

/**
 * Loads the schemas' chunk (zod and every schema of the page) once; a failed download is tried again
 * on the next call. The first paint does without it: the page asks for it right after
 * (`startApp.ts`), or before only when it must read something with it first (a link that carries
 * JSON, values stored by an earlier visit).
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import("./schemas").then(
    (schemas) => {
      arrive(schemas);
      return schemas;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
