/**
 * Finds where the CMS fields (src/lib/cms-config.ts) and a content schema (src/schemas/, as JSON
 * Schema from zod's `z.toJSONSchema`) disagree, so the hand-written CMS configuration cannot drift
 * from the schemas the build validates against. Each difference is one message that names the
 * collection and the field and says what to change.
 */
import { lengthPattern, type CmsField } from './cms-config';

/** The part of a JSON Schema (draft 2020-12, as zod writes it) that the comparison reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  /** Set by src/schemas/fields.ts `ref()`: the collection the value names an entry of. */
  reference?: string;
}

/** Does this schema node stand for a calendar date (src/schemas/fields.ts `date()`)? */
function isDate(schema: JsonSchema): boolean {
  return Boolean(schema.anyOf?.some((option) => option.pattern === '^\\d{4}-\\d{2}-\\d{2}$'));
}

/** The fields of a union of objects: every field of any variant, required when every variant requires it. */
function mergeVariants(variants: JsonSchema[]): { object: JsonSchema; mixed: Set<string> } {
  const properties: Record<string, JsonSchema> = {};
  const mixed = new Set<string>();
  for (const variant of variants) {
    for (const [name, schema] of Object.entries(variant.properties ?? {})) {
      const seen = properties[name];
      if (seen && JSON.stringify(seen) !== JSON.stringify(schema)) mixed.add(name);
      properties[name] ??= schema;
    }
  }
  const required = Object.keys(properties).filter((name) =>
    variants.every((variant) => variant.required?.includes(name)),
  );
  return { object: { type: 'object', properties, required }, mixed };
}

function compareField(where: string, schema: JsonSchema, field: CmsField, problems: string[]): void {
  const fail = (message: string): void => {
    problems.push(`${where}: ${message}`);
  };
  if (isDate(schema)) {
    if (field.widget !== 'datetime' || field.format !== 'YYYY-MM-DD')
      fail('the schema wants a date (YYYY-MM-DD); use a datetime widget with format YYYY-MM-DD');
    return;
  }
  if (schema.reference !== undefined) {
    if (field.widget !== 'relation' || field.collection !== schema.reference)
      fail(
        `the schema names an entry of "${schema.reference}"; use a relation widget with collection "${schema.reference}"`,
      );
    return;
  }
  if (schema.enum !== undefined) {
    const options = JSON.stringify(field.options ?? []);
    if (field.widget !== 'select' || options !== JSON.stringify(schema.enum))
      fail(
        `the schema allows ${JSON.stringify(schema.enum)}; use a select widget with exactly these options, not ${options}`,
      );
    return;
  }
  switch (schema.type) {
    case 'string': {
      const pattern = field.pattern?.[0];
      if (!['string', 'text', 'image'].includes(field.widget))
        fail(`the schema wants text; use a string or text widget, not ${field.widget}`);
      else if (schema.format === 'email' || schema.format === 'uri') {
        if (pattern === undefined)
          fail(`the schema wants ${schema.format === 'email' ? 'an e-mail address' : 'an address'}; add a pattern`);
      } else if (schema.pattern !== undefined) {
        if (pattern !== schema.pattern)
          fail(`the schema's pattern is ${schema.pattern}; the CMS checks ${pattern ?? 'nothing'}`);
      } else if (schema.minLength !== undefined || schema.maxLength !== undefined) {
        const wanted = lengthPattern(schema.minLength ?? 0, schema.maxLength ?? Number.MAX_SAFE_INTEGER);
        if (pattern !== wanted)
          fail(
            `the schema allows ${schema.minLength ?? 0} to ${schema.maxLength} characters; the CMS pattern should be ${wanted}, not ${pattern ?? 'missing'}`,
          );
      } else if (pattern !== undefined) fail(`the schema has no limits, but the CMS checks ${pattern}`);
      return;
    }
    case 'integer':
    case 'number': {
      if (field.widget !== 'number') return fail(`the schema wants a number; use a number widget, not ${field.widget}`);
      if ((schema.type === 'integer') !== (field.value_type === 'int'))
        fail(
          `the schema wants ${schema.type === 'integer' ? 'a whole number' : 'any number'}; set value_type to ${schema.type === 'integer' ? 'int' : 'float'}`,
        );
      if (field.min !== schema.minimum || field.max !== schema.maximum)
        fail(`the schema allows ${schema.minimum} to ${schema.maximum}; the CMS allows ${field.min} to ${field.max}`);
      return;
    }
    case 'boolean':
      if (field.widget !== 'boolean') fail(`the schema wants yes or no; use a boolean widget, not ${field.widget}`);
      return;
    case 'object':
      if (field.widget !== 'object')
        return fail(`the schema wants a group of fields; use an object widget, not ${field.widget}`);
      compareFields(where, schema, field.fields ?? [], problems, new Set(), field.required === false);
      return;
    case 'array': {
      if (field.widget !== 'list') return fail(`the schema wants a list; use a list widget, not ${field.widget}`);
      if ((schema.minItems ?? 0) !== (field.min ?? 0))
        fail(`the schema wants at least ${schema.minItems ?? 0} items; set min to ${schema.minItems ?? 0}`);
      const items = schema.items ?? {};
      const variants = items.oneOf ?? items.anyOf;
      if (variants) {
        const { object, mixed } = mergeVariants(variants);
        compareFields(where, object, field.fields ?? [], problems, mixed);
      } else compareFields(where, items, field.fields ?? [], problems);
      return;
    }
    default:
      fail(`the schema's type ${JSON.stringify(schema)} has no CMS counterpart here`);
  }
}

/**
 * Compares the properties of an object schema with CMS fields. `loose` names fields whose type
 * differs per variant of a union: for those only the name and required-ness are compared. Inside
 * an `optional` group every CMS field must be optional: Decap checks required fields even in a
 * group the writer leaves empty (the build still rejects a half-filled group).
 */
function compareFields(
  where: string,
  schema: JsonSchema,
  fields: CmsField[],
  problems: string[],
  loose = new Set<string>(),
  optional = false,
): void {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  for (const name of Object.keys(properties)) {
    if (!fields.some((field) => field.name === name))
      problems.push(`${where}.${name}: is in the schema but has no CMS field; add one to src/lib/cms-config.ts`);
  }
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) {
      problems.push(
        `${where}.${field.name}: is a CMS field the schema does not know; remove it or add it to the schema`,
      );
      continue;
    }
    const cmsRequired = field.required !== false;
    const wanted = required.has(field.name) && !optional;
    if (cmsRequired !== wanted)
      problems.push(
        `${where}.${field.name}: ${optional ? 'it is inside an optional group' : `the schema makes it ${wanted ? 'required' : 'optional'}`}; set required: ${wanted}`,
      );
    if (!loose.has(field.name)) compareField(`${where}.${field.name}`, property, field, problems);
  }
}

/**
 * The differences between a collection's schema and its CMS fields; empty when they agree.
 * `body` says whether entries are Markdown files, whose body the CMS edits as a `body` field.
 */
export function cmsDrift(collection: string, schema: JsonSchema, fields: CmsField[], body: boolean): string[] {
  const problems: string[] = [];
  const bodyField = fields.find((field) => field.name === 'body');
  if (body && bodyField?.widget !== 'markdown')
    problems.push(`${collection}.body: entries are Markdown files; add a markdown field named body`);
  if (!body && bodyField)
    problems.push(`${collection}.body: entries are YAML files without a body; remove the body field`);
  compareFields(
    collection,
    schema,
    fields.filter((field) => !(body && field.name === 'body')),
    problems,
  );
  return problems;
}
