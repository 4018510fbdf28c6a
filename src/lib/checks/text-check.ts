/**
 * The checks of one content file that need nothing but its text (YAML, dates, the schema), with
 * the build's code and messages. The CMS runs them on every file a save would write, so it refuses
 * what the build refuses: nothing here may need Node.
 */
import { type Collection, collectionNames } from '../../schemas';
import { dateProblems } from './date-check';
import { schemaProblems } from './schema-check';
import { reservedNameProblems, yamlProblem } from './yaml-check';
import { yamlData, yamlFields } from '../source/yaml-fields';

/** The collection of a file as the CMS names it (content/<collection>/…), if it is one. */
function collectionOf(file: string): Collection | undefined {
  const name = file.split('/')[1];
  return collectionNames.find((collection) => collection === name);
}

/** The problems of one content file's text (`file` as messages name it), one message each; empty when all is well. */
export function textProblems(file: string, text: string): string[] {
  const collection = collectionOf(file);
  if (!collection) return [];
  const yaml = yamlProblem(file, text);
  if (yaml) return [yaml];
  const fields = yamlFields(file, text);
  const found = [...reservedNameProblems(file, fields), ...dateProblems(file, fields)];
  return found.length > 0 ? found : schemaProblems(collection, file, yamlData(file, text));
}
