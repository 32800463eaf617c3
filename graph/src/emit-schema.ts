import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printGraphSchema } from './schema';

/** `npm run schema:emit`: writes schema/schema.graphql from the resolvers. */
printGraphSchema().then((sdl) => {
  const file = path.resolve(__dirname, '../../schema/schema.graphql');
  writeFileSync(file, sdl);
  console.log(`wrote ${file}`);
});
