declare module "virtual:engine-modules" {
  /** The engine code scripts can carry, by module path under `src/engine`, read at build time (see engineModulesPlugin). */
  const modules: Readonly<Record<string, import("../src/engine/codegen/carry").CarriedModule>>;
  export default modules;
}
