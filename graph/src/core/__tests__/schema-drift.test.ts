import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printGraphSchema } from '../../schema';

describe('schema/schema.graphql', () => {
  it('is what the resolvers emit (run `npm run schema:emit` after changing the API)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../../../../schema/schema.graphql'), 'utf8');
    expect(await printGraphSchema()).toBe(committed);
  });
});
