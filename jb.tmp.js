require('reflect-metadata');
const { buildGraphSchema } = require('./graph/dist/core/graphql/schema.js');
const { parse } = require('graphql');
const { compileQuery } = require('graphql-jit');
(async () => {
  const schema = await buildGraphSchema();
  const doc = parse('query { me { id } }');
  const c = compileQuery(schema, doc, undefined, { disablingCapturingStackErrors: true });
  const r = await c.query(undefined, { actor: { kind: 'anonymous' } }, {});
  const e = r.errors[0];
  console.log(r, e.constructor.name, e.originalError, e.path, Object.keys(e));
})();
