import 'reflect-metadata';
import { printType, type GraphQLInputObjectType } from 'graphql';
import { buildSchema, Field, ObjectType, Query, registerEnumType, Resolver, Arg, Args } from 'type-graphql';
import { flag, id, optionalId, optionalText, page, text, z } from '../command';
import { argsFrom, inputTypeFrom } from '../graphql/input-type';

/**
 * One declaration per input (issue 24): the GraphQL input type is built from the command's zod shape. Each rule of
 * core/graphql/input-type.ts on a small command, printed as SDL.
 */
enum Colour {
  RED = 'RED',
  BLUE = 'BLUE',
}
registerEnumType(Colour, {
  name: 'ProbeColour',
  description: 'A colour.',
  valuesConfig: { RED: { description: 'Red.' }, BLUE: { description: 'Blue.' } },
});

const Inner = z.object({
  label: text('Label', 20).describe('The inner label.'),
  weight: z.number().optional().describe('A weight, any number.'),
});
const InnerInput = inputTypeFrom('ProbeInnerInput', Inner, { description: 'The inner part.' });

const Probe = z.object({
  depotId: id('depotId', 'Depot').describe("The depot's id."),
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant'),
  name: text('Name', 80).describe('The name (required).'),
  note: optionalText('Note').describe('A note, optional.'),
  count: z.number().int().describe('A whole number.'),
  page: page().describe('Page number from 1 (default 1).'),
  enabled: flag('enabled', true).describe('Defaults to true.'),
  strict: z.boolean().describe('Required flag.'),
  tags: z.array(z.string()).describe('Some tags.'),
  counts: z.array(z.number().int()).optional().describe('Some whole numbers.'),
  inner: Inner.describe('One nested part.'),
  inners: z.array(Inner).optional().describe('More nested parts.'),
  colour: z.enum(Colour).describe('The colour.'),
  when: z.date().optional().describe('An instant.'),
  visitType: optionalText('visitType').describe('All | Planned'),
  internal: z.string().optional(),
});
const ProbeInput = inputTypeFrom('ProbeInput', Probe, {
  description: 'A probe of every rule.',
  fields: { colour: { type: () => Colour }, visitType: { defaultValue: 'All' } },
  omit: ['internal'],
});

// issue 42: an operation's arguments from its command, the fields picked in the schema's order
const ProbeArgs = argsFrom('ProbeArgs', Probe, { pick: ['name', 'tenantId', 'page'], fields: { page: { defaultValue: 1 } } });

@ObjectType({ description: 'An answer.' })
class ProbeAnswer {
  @Field({ description: 'Yes.' }) ok!: boolean;
}
@Resolver()
class ProbeResolver {
  @Query(() => ProbeAnswer, { description: 'Takes the probe.' })
  probe(@Arg('input', () => ProbeInput, { description: 'The probe.' }) _input: InstanceType<typeof ProbeInput>) {
    return { ok: true };
  }
  @Query(() => ProbeAnswer, { description: 'Takes arguments built from the command.' })
  probeArgs(@Args(() => ProbeArgs) _args: InstanceType<typeof ProbeArgs>) {
    return { ok: true };
  }
  @Query(() => ProbeAnswer, { description: 'Takes the inner part alone.' })
  inner(@Arg('input', () => InnerInput, { description: 'The inner.' }) _input: InstanceType<typeof InnerInput>) {
    return { ok: true };
  }
}

describe('inputTypeFrom: a GraphQL input type from a zod command', () => {
  let sdl: string;
  beforeAll(async () => {
    const schema = await buildSchema({ resolvers: [ProbeResolver], validate: false });
    sdl =
      printType(schema.getType('ProbeInput') as GraphQLInputObjectType) +
      '\n' +
      printType(schema.getType('ProbeInnerInput') as GraphQLInputObjectType);
  });

  it('types, nullability, descriptions, nested objects, arrays and an enum', () => {
    expect(sdl).toBe(
      [
        '"""A probe of every rule."""',
        'input ProbeInput {',
        '  """The depot\'s id."""',
        '  depotId: ID!',
        '',
        '  """SuperAdmin: the tenant"""',
        '  tenantId: ID',
        '',
        '  """The name (required)."""',
        '  name: String!',
        '',
        '  """A note, optional."""',
        '  note: String',
        '',
        '  """A whole number."""',
        '  count: Int!',
        '',
        '  """Page number from 1 (default 1)."""',
        '  page: Int',
        '',
        '  """Defaults to true."""',
        '  enabled: Boolean',
        '',
        '  """Required flag."""',
        '  strict: Boolean!',
        '',
        '  """Some tags."""',
        '  tags: [String!]!',
        '',
        '  """Some whole numbers."""',
        '  counts: [Int!]',
        '',
        '  """One nested part."""',
        '  inner: ProbeInnerInput!',
        '',
        '  """More nested parts."""',
        '  inners: [ProbeInnerInput!]',
        '',
        '  """The colour."""',
        '  colour: ProbeColour!',
        '',
        '  """An instant."""',
        '  when: DateTimeISO',
        '',
        '  """All | Planned"""',
        '  visitType: String = "All"',
        '}',
        '"""The inner part."""',
        'input ProbeInnerInput {',
        '  """The inner label."""',
        '  label: String!',
        '',
        '  """A weight, any number."""',
        '  weight: Float',
        '}',
      ].join('\n'),
    );
  });

  it('argsFrom: the arguments of an operation, typed and described by the command, in the picked order', async () => {
    const schema = await buildSchema({ resolvers: [ProbeResolver], validate: false });
    const args = schema
      .getQueryType()!
      .getFields()
      .probeArgs!.args.map((a) => [a.name, String(a.type), a.description, a.defaultValue]);
    expect(args).toEqual([
      ['name', 'String!', 'The name (required).', undefined],
      ['tenantId', 'ID', 'SuperAdmin: the tenant', undefined],
      ['page', 'Int', 'Page number from 1 (default 1).', 1],
    ]);
    expect(() => argsFrom('ProbeBadArgs', Probe, { pick: ['nothing' as 'name'] })).toThrow(
      'ProbeBadArgs.nothing: the command has no such field',
    );
  });

  it("an input or arguments class carries its command: X.parse(what GraphQL delivered) is the command's parse", () => {
    expect(InnerInput.parse(Object.assign(new InnerInput(), { label: '  Box  ' }))).toEqual({ label: 'Box' });
    expect(() => InnerInput.parse(new InnerInput())).toThrow('Label is required');
    const PageArgs = argsFrom('ProbePageArgs', z.object({ page: page().describe('Page number from 1 (default 1).') }));
    expect(PageArgs.parse(new PageArgs())).toEqual({ page: 1 });
  });

  it('refuses a field without a description, and one whose GraphQL type it cannot tell', async () => {
    expect(() => inputTypeFrom('ProbeBareInput', z.object({ bare: z.string() }), { description: 'Bare.' })).toThrow(
      "ProbeBareInput.bare: the command's field has no description",
    );
    expect(() => inputTypeFrom('ProbeEnumInput', z.object({ c: z.enum(Colour).describe('A colour.') }), { description: 'E.' })).toThrow(
      'ProbeEnumInput.c: no GraphQL type for a zod enum',
    );
    const NestInput = inputTypeFrom('ProbeNestInput', z.object({ n: z.object({ a: z.string() }).describe('Unbuilt.') }), {
      description: 'N.',
    });
    @Resolver()
    class NestResolver {
      @Query(() => ProbeAnswer, { description: 'Takes an input whose nested object has no input type.' })
      nest(@Arg('input', () => NestInput, { description: 'The input.' }) _input: InstanceType<typeof NestInput>) {
        return { ok: true };
      }
    }
    await expect(buildSchema({ resolvers: [NestResolver], validate: false })).rejects.toThrow(
      'ProbeNestInput.n: a nested object needs its own input type',
    );
  });
});
