/**
 * Node built-ins other than `path` in the browser bundle. They are reached only by code the playground never
 * runs (file systems, project services, the type-checked layer), so an empty module is enough for loading.
 */
export default {};

/** For modules that import it by name (the type-checked layer's TypeScript check): the playground never calls it. */
export function createRequire(): never {
  throw new Error('createRequire is not available in the browser');
}
