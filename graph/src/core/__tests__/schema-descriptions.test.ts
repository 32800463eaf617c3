import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  isScalarType,
  type GraphQLSchema,
} from 'graphql';
import { buildGraphSchema } from '../../schema';

/**
 * Every element of the API an integrator reads (issue 26): each type, field, argument, input field and enum value
 * has a description, and one that says more than its own name. Introspection types and graphql-js's built-in
 * scalars are not ours. Add the description in the resolver or type (`description:` of @Field, @Arg, @ObjectType,
 * @InputType, registerEnumType's valuesConfig), then `npm run schema:emit`.
 */
export function undocumentedElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, name: string, description: string | null | undefined) => {
    const text = (description ?? '').trim();
    if (!text) missing.push(`${coordinate}: no description`);
    else if (words(text) === words(name)) missing.push(`${coordinate}: the description only repeats the name ("${text}")`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    check(type.name, type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.name, field.description);
        for (const arg of 'args' in field ? field.args : []) check(`${type.name}.${field.name}(${arg.name}:)`, arg.name, arg.description);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.name, value.description);
    if (isUnionType(type)) continue; // a union's members are types, checked on their own
  }
  return missing;
}

/** "tenantId" / "TENANT_ID" / "Tenant id." -> "tenant id" */
const words = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .toLowerCase();

describe('the GraphQL schema documents itself', () => {
  it('has a description on every type, field, argument, input field and enum value', async () => {
    const missing = undocumentedElements(await buildGraphSchema());
    expect(missing).toEqual([]);
  });

  it('names an element that has no description, or one that repeats its name', async () => {
    const { buildSchema } = await import('graphql');
    const sdl = /* GraphQL */ `
      """
      Read operations.
      """
      type Query {
        """
        Visits of a day.
        """
        visits("The depot's id." depotId: ID!, date: String): [Visit!]!
      }
      "A visit."
      type Visit {
        "Visit id."
        visitId: ID!
        state: State
      }
      "Where a visit stands."
      enum State {
        "Booked, not yet signed in."
        BOOKED
        CANCELLED
      }
    `;
    expect(undocumentedElements(buildSchema(sdl))).toEqual([
      'Query.visits(date:): no description',
      'Visit.visitId: the description only repeats the name ("Visit id.")',
      'Visit.state: no description',
      'State.CANCELLED: no description',
    ]);
  });
});
