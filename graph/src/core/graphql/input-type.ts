import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import type { z } from 'zod';
import { isIdSchema, parse } from '../command';

/**
 * One declaration per input (issue 24): an operation's zod command is the one declaration of its input; the
 * GraphQL input type is built from the command's shape here, so the two cannot drift. Per field:
 *
 * - name and order: the shape's keys, in order;
 * - description: the field's `.describe()` / `.meta({ description })`;
 * - type: `id()` / `optionalId()` ID; a string String; a whole number Int, another number Float; a boolean Boolean;
 *   a date DateTimeISO; an array a list of its element; a nested object the input type built from it (by
 *   inputTypeFrom, in any module); an enum needs its registered GraphQL enum as `type` in the options;
 * - nullability: nullable when the command accepts the field absent (optional, a default, a flag with a fallback),
 *   non-null otherwise. Inputs are lax on purpose beyond that: the command's 400 (BAD_USER_INPUT naming the field)
 *   is clearer than a GraphQL type error, so the GraphQL types are plain scalars and every rule lives in the command.
 *
 * A field whose GraphQL type the shape cannot say takes an override in `fields`.
 */

type Shape = Record<string, z.ZodType>;
type TypeThunk = () => any;

export interface FieldOverride {
  /** The GraphQL type (a registered enum, `[Enum]`, a scalar) when the shape cannot say it. */
  type?: TypeThunk;
  nullable?: boolean;
  description?: string;
  defaultValue?: unknown;
}

export interface InputTypeOptions<S extends Shape> {
  description: string;
  fields?: { [K in keyof S]?: FieldOverride };
  /** Fields of the command that the GraphQL input does not carry (the resolver or REST row sets them). */
  omit?: readonly (keyof S & string)[];
}

/** What the resolver receives: the command's fields as GraphQL delivers them (any may be null or absent), for `parse`. */
export type GraphInput<O> = { [K in keyof O]?: O[K] | null };

/**
 * An input or arguments class built from its command, which it carries: `X.parse(input)` is the command's `parse`
 * of what GraphQL delivered, so a resolver names the input it declared, not the command again.
 */
export type CommandInput<I, C> = (new () => I) & { parse(input: I): C };

/**
 * What GraphQL delivered as the plain data its command parses: an input (and each nested input, in a list too) is a
 * class instance, which a zod record refuses, so its own fields are copied; a date is kept.
 */
const plain = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(plain)
    : v && typeof v === 'object' && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]))
      : v;

/** A class named `name` whose static `parse` parses into `schema` (a GraphQL instance's fields, copied as plain data). */
const carrying = (name: string, schema: z.ZodType) =>
  ({
    [name]: class {
      static parse(input: object) {
        return parse(schema, plain(input));
      }
    },
  })[name];

type ZodObjectLike = z.ZodObject<any>;

/** The object a command is made of: the command, or the object its `.transform()` reads. */
type ShapeOf<S> = S extends ZodObjectLike ? S['shape'] : S extends z.ZodPipe<infer I, z.ZodType> ? ShapeOf<I> : never;
function objectOf(schema: z.ZodType, name: string): ZodObjectLike {
  let s = schema;
  while (s._zod.def.type === 'pipe') s = (s._zod.def as unknown as { in: z.ZodType }).in;
  if (s._zod.def.type !== 'object') throw new Error(`${name}: the command is not an object`);
  return s as ZodObjectLike;
}

/** Each command object's built input type, so a nested object field finds its own. */
const built = new WeakMap<z.ZodType, TypeThunk>();

/** Declares the command's fields (all but `omit`, or the `pick`ed ones in their order) as GraphQL fields of `Target`. */
function declareFields(Target: { prototype: object }, name: string, schema: z.ZodType, options: FieldsOptions): void {
  const shape = objectOf(schema, name).shape as Shape;
  const omit = new Set<string>(options.omit ?? []);
  const keys = options.pick ?? Object.keys(shape).filter((k) => !omit.has(k));
  for (const key of keys) {
    const field = shape[key];
    if (!field) throw new Error(`${name}.${key}: the command has no such field`);
    const over = options.fields?.[key] ?? {};
    const description = over.description ?? descriptionOf(field);
    if (!description) throw new Error(`${name}.${key}: the command's field has no description (.describe())`);
    const type = over.type ?? graphTypeOf(field, `${name}.${key}`);
    const nullable = over.nullable ?? field.safeParse(undefined).success;
    const fieldOptions = { description, nullable, ...(over.defaultValue !== undefined ? { defaultValue: over.defaultValue } : {}) };
    Field(type, fieldOptions)(Target.prototype, key);
  }
}
type FieldsOptions = { fields?: Record<string, FieldOverride | undefined>; omit?: readonly string[]; pick?: readonly string[] };

/** Builds (and registers) the GraphQL input type `name` from the zod object `schema`. */
export function inputTypeFrom<S extends ZodObjectLike | z.ZodPipe<ZodObjectLike, z.ZodType>>(
  name: string,
  schema: S,
  options: InputTypeOptions<ShapeOf<S>>,
): CommandInput<GraphInput<z.output<S>>, z.output<S>> {
  const Input = carrying(name, schema);
  declareFields(Input, name, schema, options as FieldsOptions);
  InputType(name, { description: options.description })(Input);
  built.set(schema, () => Input);
  return Input as CommandInput<GraphInput<z.output<S>>, z.output<S>>;
}

export interface ArgsOptions<S extends Shape, K extends keyof S & string> {
  /** The command's fields that are the operation's arguments, in the schema's order (default: all, in the command's). */
  pick?: readonly K[];
  fields?: { [F in keyof S]?: FieldOverride };
}

/**
 * An operation's arguments built from its command (issue 42), as `inputTypeFrom` builds an input: `@Args(() => X)`
 * instead of one scalar `@Arg` per field restating the command's name, type, nullability and description. The
 * arguments keep the order of `pick` (else the command's); `name` names the class only (arguments are not a type).
 */
export function argsFrom<S extends ZodObjectLike | z.ZodPipe<ZodObjectLike, z.ZodType>, K extends keyof ShapeOf<S> & string>(
  name: string,
  schema: S,
  options: ArgsOptions<ShapeOf<S>, K> = {},
): CommandInput<GraphInput<Pick<z.output<S>, K & keyof z.output<S>>>, z.output<S>> {
  const Args = carrying(name, schema);
  declareFields(Args, name, schema, options as FieldsOptions);
  ArgsType()(Args);
  return Args as CommandInput<GraphInput<Pick<z.output<S>, K & keyof z.output<S>>>, z.output<S>>;
}

/** The schemas a field is made of, outermost first: through optional, nullable, default, preprocess and transform. */
function layers(schema: z.ZodType): z.ZodType[] {
  const out: z.ZodType[] = [];
  let s: z.ZodType | undefined = schema;
  while (s && out.length < 20) {
    out.push(s);
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'pipe') {
      const input = def.in as z.ZodType;
      // z.preprocess(fn, inner) is a pipe from a transform: the field's type is the inner's; a transform's or a
      // refinement's is its input's.
      s = input._zod.def.type === 'transform' ? (def.out as z.ZodType) : input;
    } else if ('innerType' in def) s = def.innerType as z.ZodType;
    else s = undefined;
  }
  return out;
}

/** The input type built from `schema`, or from the schema it was cloned from (`.describe()` clones). */
const builtFor = (schema: z.ZodType): TypeThunk | undefined => {
  for (let s: z.ZodType | undefined = schema; s; s = s._zod.parent as z.ZodType | undefined) {
    const own = built.get(s);
    if (own) return own;
  }
  return undefined;
};

const descriptionOf = (schema: z.ZodType): string | undefined => {
  for (const s of layers(schema)) {
    const d = (s as z.ZodType & { description?: string }).description;
    if (d) return d;
  }
  return undefined;
};

function graphTypeOf(schema: z.ZodType, where: string): TypeThunk {
  const all = layers(schema);
  if (all.some(isIdSchema)) return () => ID;
  const base = all[all.length - 1];
  const def = base._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
      return () => String;
    case 'boolean':
      return () => Boolean;
    case 'date':
      return () => Date;
    case 'number':
      return (base as unknown as { isInt?: boolean }).isInt ? () => Int : () => Float;
    case 'array': {
      const inner = graphTypeOf(def.element as z.ZodType, `${where}[]`);
      return () => [inner()];
    }
    case 'object':
      // read when the schema is built, so the inner input may be built in a module loaded later
      return () => {
        const own = builtFor(base);
        if (!own) throw new Error(`${where}: a nested object needs its own input type (inputTypeFrom on the inner object)`);
        return own();
      };
    default:
      throw new Error(`${where}: no GraphQL type for a zod ${def.type}; give one in the options' fields`);
  }
}
