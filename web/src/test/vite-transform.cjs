/**
 * The component tests' transform: swc as for every test, with vite's `import.meta.env` (which CommonJS cannot hold)
 * read from `globalThis.__VITE_ENV__` (web/src/test/dom-setup.ts sets it as a production build would).
 */
const swcJest = require('@swc/jest');

const viteEnv = (src) => src.replace(/\bimport\.meta\.env\b/g, 'globalThis.__VITE_ENV__');

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (src, file, o) => swc.process(viteEnv(src), file, o),
      processAsync: (src, file, o) => swc.processAsync(viteEnv(src), file, o),
      getCacheKey: (src, file, o) => swc.getCacheKey(viteEnv(src), file, o),
    };
  },
};
